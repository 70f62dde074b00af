/** The visible columns of a set, in the order the chooser gives them (react-admin's DataTable rules). */
export const visibleColumns = <C extends { id: string }>(
  columns: readonly C[],
  hidden: readonly string[],
  ranks: readonly number[] | undefined,
): C[] => {
  const ordered = [...columns];
  if (ranks?.length) {
    // DataTable's reorderChildren: the column at index i moves to ranks.indexOf(i) when listed.
    columns.forEach((column, index) => {
      const rank = ranks.indexOf(index);
      if (rank !== -1) ordered[rank] = column;
    });
  }
  return ordered.filter(column => !hidden.includes(column.id));
};
