/**
 * The address people reach the product at: `PUBLIC_URL`, else this machine's own port, which is
 * right for `npm start` and wrong anywhere else (hence the README's advice to set it).
 */
export function resolvePublicUrl(config: { PUBLIC_URL?: string; PORT: number }): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/**
 * An absolute link for an e-mail: `path` (starting with `/`) under `publicUrl`, keeping any base
 * path of it (`https://example.com/facet` + `/login` is `https://example.com/facet/login`).
 */
export function buildLink(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`A mail link path must start with a single "/", got "${path}"`);
  }
  const base = new URL(publicUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`The public URL must be http(s), got "${publicUrl}"`);
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  return new URL(`${basePath}${path}`, base.origin).toString();
}
