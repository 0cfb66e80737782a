export function ConnectionBannerHost() {
  return null;
}
