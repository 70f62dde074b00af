import MenuBookIcon from '@mui/icons-material/MenuBook';
import CodeIcon from '@mui/icons-material/Code';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import type { ExternalLinkDefinition } from '../../lib/registry';
import { Level } from '../../providers/permissions';

/** Learn More's external links (docs/product.md#routes); addresses are build settings. */
export const externalLinks: ExternalLinkDefinition[] = [
  {
    label: 'app.pages.apiDocs',
    href: import.meta.env.VITE_API_DOCS_URL || '/api/v1/docs/',
    level: Level.USER,
    icon: MenuBookIcon,
    menu: { group: 'learnMore', order: 20 },
  },
  {
    label: 'app.pages.developerDocs',
    href: import.meta.env.VITE_DEVELOPER_DOCS_URL || '/docs/',
    level: Level.USER,
    icon: CodeIcon,
    menu: { group: 'learnMore', order: 30 },
  },
  {
    label: 'app.pages.integrationGuide',
    href: import.meta.env.VITE_INTEGRATION_GUIDE_URL || '/docs/integration-guide/',
    level: Level.STAFF,
    icon: IntegrationInstructionsIcon,
    menu: { group: 'learnMore', order: 40 },
  },
];
