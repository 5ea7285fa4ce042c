import { domainByIpipLetter, ipipDomainLetters } from '../src/ipip-domains';
import { facetsByDomain, type Facet } from '../src/scales';

/**
 * The product facet of an IPIP-NEO facet such as N1 or C6. `facetsByDomain` lists each domain's
 * facets in IPIP order 1..6, which is the mapping of DESIGN §5 (N1 anxiety ... C6 deliberation).
 */
export function productFacetOf(ipipDomainLetter: string, ipipFacetNumber: number): Facet {
  const letter = ipipDomainLetters.find((candidate) => candidate === ipipDomainLetter);
  const facet = letter && facetsByDomain[domainByIpipLetter[letter]][ipipFacetNumber - 1];
  if (!facet) throw new Error(`Unknown IPIP-NEO facet ${ipipDomainLetter}${ipipFacetNumber}`);
  return facet;
}
