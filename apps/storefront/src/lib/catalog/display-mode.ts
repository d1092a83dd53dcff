// Category display modes (presentation-discovery §4): PRODUCTS (default), PAGE, PRODUCTS_AND_PAGE.
export interface DisplayParts {
  content: boolean;
  products: boolean;
}

export function displayParts(mode: string | null | undefined): DisplayParts {
  switch (mode) {
    case 'PAGE':
      return { content: true, products: false };
    case 'PRODUCTS_AND_PAGE':
      return { content: true, products: true };
    default:
      return { content: false, products: true };
  }
}
