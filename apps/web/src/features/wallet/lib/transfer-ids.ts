/**
 * Transfer ids for one form: the same amount sent again (after an answer that never arrived) keeps
 * its id, so the server moves it once; another amount is another transfer.
 */
export function createTransferIds(newId: () => string) {
  const ids = new Map<string, string>();
  return {
    idFor(amount: string): string {
      const id = ids.get(amount) ?? newId();
      ids.set(amount, id);
      return id;
    },
  };
}
