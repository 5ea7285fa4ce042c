import {
  companyLogoMaxBytes,
  companyLogoMaxPixels,
  companyLogoTypes,
  companyProblems,
  type CompanyBranding,
  type CompanyLogoType,
} from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import { companyLogoPath, type Problem, type ProblemCode } from '@facet/platform-kernel';
import { createSecret } from '@facet/platform-security';
import type { Knex } from 'knex';
import { cleanPng, cleanSvg, ImageRefused } from './logo-cleaning';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';

interface BrandingRow {
  name: string;
  welcome_line: string | null;
  logo_key: string | null;
  logo_type: CompanyLogoType | null;
}

function toBranding(row: BrandingRow): CompanyBranding {
  return {
    companyName: row.name,
    welcomeLine: row.welcome_line || null,
    logoUrl: row.logo_key ? companyLogoPath(row.logo_key) : null,
  };
}

async function brandingRow(database: Knex, companyId: number): Promise<BrandingRow> {
  const [company, branding] = await Promise.all([
    database('companies').where({ id: companyId }).first('name'),
    database('company_branding')
      .where({ company_id: companyId })
      .first('welcome_line', 'logo_key', 'logo_type'),
  ]);
  if (!company) throw problem(companyProblems.notFound);
  return {
    name: company.name,
    welcome_line: branding?.welcome_line ?? null,
    logo_key: branding?.logo_key ?? null,
    logo_type: branding?.logo_type ?? null,
  };
}

/** A company's logo as stored (cleaned), for the pages, mail and documents that show it. */
export interface CompanyLogo {
  content: Buffer;
  type: CompanyLogoType;
}

/** GET /companies/branding: any member of the company sees its branding (their home shows it). */
export async function getBranding(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<CompanyBranding> {
  return database.transaction(async (transaction) => {
    const companyId =
      principal.kind === 'admin'
        ? principal.companyId
        : (
            await transaction('memberships')
              .where({ user_id: principal.userId })
              .first('company_id')
          )?.company_id;
    if (companyId === undefined) throw problem(companyProblems.notAMember);
    return toBranding(await brandingRow(transaction, Number(companyId)));
  });
}

const logoRefusals: Record<ImageRefused['problem'], Problem<ProblemCode, string>> = {
  notAnImage: companyProblems.logoNotAnImage,
  tooLarge: companyProblems.logoTooLarge,
  tooManyPixels: companyProblems.logoTooManyPixels,
};

async function cleanLogo(content: Buffer, type: CompanyLogoType): Promise<Buffer> {
  try {
    return type === 'image/png'
      ? cleanPng(content, { maxBytes: companyLogoMaxBytes, maxPixels: companyLogoMaxPixels })
      : await cleanSvg(content, { maxBytes: companyLogoMaxBytes });
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw problem(logoRefusals[error.problem]);
  }
}

function logoTypeOf(contentType: string | undefined): CompanyLogoType {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  const known = companyLogoTypes.find((logoType) => logoType === type);
  if (!known) throw problem(companyProblems.logoNotAnImage);
  return known;
}

/**
 * PUT /companies/branding/logo: company admins replace the logo. Who may is settled before the
 * picture is looked at; it is cleaned outside the transaction, which then only writes.
 */
export async function replaceLogo(
  database: Knex,
  principal: CompanyPrincipal,
  upload: { content: unknown; contentType: string | undefined },
): Promise<CompanyBranding> {
  await database.transaction((transaction) => resolveCompanyActor(transaction, principal));
  const type = logoTypeOf(upload.contentType);
  if (!Buffer.isBuffer(upload.content) || upload.content.length === 0) {
    throw problem(companyProblems.logoMissing);
  }
  const content = await cleanLogo(upload.content, type);
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await transaction('company_branding')
      .insert({
        company_id: actor.companyId,
        logo: content,
        logo_type: type,
        logo_key: createSecret(),
        updated_at: transaction.fn.now(),
      })
      .onConflict('company_id')
      .merge(['logo', 'logo_type', 'logo_key', 'updated_at']);
    await recordCompanyChange(transaction, actor, {
      action: 'company.logo_replaced',
      target: null,
      subjectUserId: null,
      details: { type, bytes: content.length },
    });
    return toBranding(await brandingRow(transaction, actor.companyId));
  });
}

/** DELETE /companies/branding/logo: company admins remove the logo; 404 when there is none. */
export async function removeLogo(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<CompanyBranding> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const removed = await transaction('company_branding')
      .where({ company_id: actor.companyId })
      .whereNotNull('logo_key')
      .update({ logo: null, logo_type: null, logo_key: null, updated_at: transaction.fn.now() });
    if (removed === 0) throw problem(companyProblems.noLogo);
    await recordCompanyChange(transaction, actor, {
      action: 'company.logo_removed',
      target: null,
      subjectUserId: null,
    });
    return toBranding(await brandingRow(transaction, actor.companyId));
  });
}

/** PATCH /companies/branding {welcomeLine}: company admins set the line; an empty one removes it. */
export async function updateWelcomeLine(
  database: Knex,
  principal: CompanyPrincipal,
  welcomeLine: string,
): Promise<CompanyBranding> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const before = await transaction('company_branding')
      .where({ company_id: actor.companyId })
      .first('welcome_line');
    await transaction('company_branding')
      .insert({
        company_id: actor.companyId,
        welcome_line: welcomeLine || null,
        updated_at: transaction.fn.now(),
      })
      .onConflict('company_id')
      .merge(['welcome_line', 'updated_at']);
    await recordCompanyChange(transaction, actor, {
      action: 'company.welcome_line_changed',
      target: null,
      subjectUserId: null,
      details: { from: before?.welcome_line ?? null, to: welcomeLine || null },
    });
    return toBranding(await brandingRow(transaction, actor.companyId));
  });
}

/** GET /company-logos/{key}: the logo behind its random key, for anyone holding the address. */
export async function readLogoByKey(database: Knex, key: string): Promise<CompanyLogo> {
  const row = await database('company_branding')
    .where({ logo_key: key })
    .first('logo', 'logo_type');
  if (!row?.logo || !row.logo_type) throw problem(companyProblems.logoNotFound);
  return { content: row.logo, type: row.logo_type };
}

/** A company's name and logo address as a visitor of its position links sees them (D90). */
export async function publicBrandingOf(
  database: Knex,
  companyId: number,
): Promise<{ name: string; logoUrl: string | null }> {
  const row = await brandingRow(database, companyId);
  return { name: row.name, logoUrl: row.logo_key ? companyLogoPath(row.logo_key) : null };
}
