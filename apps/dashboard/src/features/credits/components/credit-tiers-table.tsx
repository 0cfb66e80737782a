/** SPEC §9 credit tiers, from the catalogue; filled in once @lisa/catalogue/pricing lands. */
export function CreditTiersTable() {
  return null;
}
