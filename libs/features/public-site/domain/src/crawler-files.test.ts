import { describe, expect, it } from 'vitest';
import { matchesClientRoute, robotsTxt, sitemapXml } from './crawler-files';

describe('matchesClientRoute', () => {
  const patterns = ['/', '/about', '/results/:id', '/company-panel/group/:id/employee/:email'];

  it('takes the addresses of the patterns, parameters included', () => {
    expect(matchesClientRoute(patterns, '/')).toBe(true);
    expect(matchesClientRoute(patterns, '/about/')).toBe(true);
    expect(matchesClientRoute(patterns, '/results/12')).toBe(true);
    expect(matchesClientRoute(patterns, '/company-panel/group/3/employee/a%40b.example')).toBe(
      true,
    );
  });

  it('refuses addresses no pattern has', () => {
    expect(matchesClientRoute(patterns, '/no-such-page')).toBe(false);
    expect(matchesClientRoute(patterns, '/results')).toBe(false);
    expect(matchesClientRoute(patterns, '/about/team')).toBe(false);
  });
});

describe('crawler files', () => {
  it('closes the signed-in areas and the API and names the sitemap', () => {
    const robots = robotsTxt('https://facet.example');
    expect(robots).toContain('Allow: /\n');
    for (const prefix of ['/api/', '/admin', '/company-panel', '/account', '/diagnostic']) {
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    }
    expect(robots).toContain('Sitemap: https://facet.example/sitemap.xml');
  });

  it('lists the public pages at the public address', () => {
    const sitemap = sitemapXml('https://facet.example');
    expect(sitemap).toContain('<loc>https://facet.example/</loc>');
    expect(sitemap).toContain('<loc>https://facet.example/privacy-policy</loc>');
    expect(sitemap).not.toContain('/account');
  });
});
