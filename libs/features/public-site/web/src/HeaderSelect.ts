/**
 * The design system's Select, re-exported statically so the chunk that `SiteHeaderView` loads
 * lazily holds only the Select (a dynamic import of the whole package would take all of it).
 */
export { Select } from '@facet/design-system';
