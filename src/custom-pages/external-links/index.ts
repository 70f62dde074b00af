import MenuBookIcon from '@mui/icons-material/MenuBook';
import CodeIcon from '@mui/icons-material/Code';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import { API_DOCS_URL, DEVELOPER_DOCS_URL, INTEGRATION_GUIDE_URL } from '../../lib/docLinks';
import type { ExternalLinkDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** Learn More's external links (docs/product.md#routes); the addresses are build settings (lib/docLinks). */
export const externalLinks: ExternalLinkDefinition[] = [
  {
    label: 'app.pages.apiDocs',
    href: API_DOCS_URL,
    level: Level.USER,
    icon: MenuBookIcon,
    menu: { group: 'learnMore', order: 20 },
  },
  {
    label: 'app.pages.developerDocs',
    href: DEVELOPER_DOCS_URL,
    level: Level.USER,
    icon: CodeIcon,
    menu: { group: 'learnMore', order: 30 },
  },
  {
    label: 'app.pages.integrationGuide',
    href: INTEGRATION_GUIDE_URL,
    level: Level.STAFF,
    icon: IntegrationInstructionsIcon,
    menu: { group: 'learnMore', order: 40 },
  },
];
