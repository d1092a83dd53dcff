// Home page view models: the main categories with their pictures (from the header menu's
// level-1 nodes, which carry image_desktop_url, image_mobile_url and image_url).

export interface HomeCategory {
  key: string;
  label: string;
  /** Site path without locale prefix. */
  href: string;
  /** Local media paths (/media/…): a wide lifestyle banner and a square product tile. */
  bannerImage: string | null;
  tileImage: string;
  imageAlt: string;
}
