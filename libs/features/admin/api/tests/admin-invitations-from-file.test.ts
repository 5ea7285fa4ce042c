import { describe, expect, it } from 'vitest';
import { startAdminTestServer, userCaller } from './testing';

const { admin, acmeId, database, server } = startAdminTestServer();

const file = ['email,name,role,language', 'backoffice.hire@example.com,Hire,admin,pt'].join('\n');

describe('a platform admin inviting from a file for a company', () => {
  it('previews and sends through the company panel rules, into the company named', async () => {
    const preview = await admin(
      'POST',
      `/api/admin-companies/invite-from-file/preview?company_id=${acmeId()}`,
      file,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toMatchObject({ total: 1, valid: 1 });
    const sent = await admin(
      'POST',
      `/api/admin-companies/invite-from-file?company_id=${acmeId()}&lang=es`,
      file,
    );
    expect(sent.body).toMatchObject({ invited: 1, skipped: 0 });
    const invitation = await database()('invitations')
      .where({ guest_email: 'backoffice.hire@example.com' })
      .first<{ company_id: string; role: string; lang: string; host_user_id: null }>();
    expect(invitation).toMatchObject({ role: 'admin', lang: 'pt', host_user_id: null });
    expect(Number(invitation.company_id)).toBe(acmeId());
    const again = await admin(
      'POST',
      `/api/admin-companies/invite-from-file/preview?company_id=${acmeId()}`,
      file,
    );
    expect(again.body.rows).toEqual([expect.objectContaining({ reason: 'pendingHere' })]);
  });

  it('needs company_id, and answers 404 for a company that does not exist', async () => {
    const missing = await admin('POST', '/api/admin-companies/invite-from-file/preview', file);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/company_id/);
    const unknown = await admin(
      'POST',
      '/api/admin-companies/invite-from-file?company_id=999999',
      file,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is closed to a company admin', async () => {
    const alicia = userCaller(server(), 'alicia@acme.example');
    const response = await alicia(
      'POST',
      `/api/admin-companies/invite-from-file?company_id=${acmeId()}`,
      file,
    );
    expect([401, 403]).toContain(response.statusCode);
  });
});
