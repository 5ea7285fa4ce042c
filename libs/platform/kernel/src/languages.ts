/** Languages of the product (spec/product.md §9): of the screens, mail, reports and items. */
export const languages = ['en', 'es', 'pt'] as const;
export type Language = (typeof languages)[number];
