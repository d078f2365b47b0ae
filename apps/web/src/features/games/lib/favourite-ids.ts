/** §4 favourite toggle: remove the id if it is already a favourite, else add it. */
export function toggleFavouriteId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
}
