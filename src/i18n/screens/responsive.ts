/** Messages of the phone layout (docs/screens/responsive.md): the filter button and its dialog. */
export const responsive = {
  app: {
    responsive: {
      filters: 'Filters',
      filters_active: 'Filters (%{count})',
      filters_title: 'Filters',
      close: 'Close',
      status: { completed: 'Completed', not_completed: 'Not completed' },
    },
  },
};
