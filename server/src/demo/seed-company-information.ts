import type { TDb } from '../db/create-db.ts';
import { companyInformation } from '../db/schema.ts';
import { MERCHANT } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const US = 840;

/**
 * Company information demo (issue 17): Corner Cafe and Demo Bistro Group have theirs filled in (the screen opens on
 * real values for `store`, `merchantadmin` and `company`); every other merchant shows its name and country only.
 * The Reports Viewer role lacks the edit right (seed.ts), so the `reports` user sees Corner Cafe's read-only.
 */
export async function seedCompanyInformation(tx: TTx): Promise<void> {
  await tx.insert(companyInformation).values([
    {
      merchantId: MERCHANT.cornerCafe,
      countryId: US,
      contName: 'Dana Whitfield',
      contEmail: 'dana@cornercafe.example.com',
      coName: 'Corner Cafe LLC',
      industryId: 4,
      coAdd1: '12 Market Street',
      coCity: 'Portland',
      coState: 'US-OR',
      coZip: '97204',
      contPhone: '(503) 555-0142',
      webSiteUrl: 'https://cornercafe.example.com',
      marketingFromEmailAddress: 'hello@cornercafe.example.com',
    },
    {
      merchantId: MERCHANT.demoBistro,
      countryId: US,
      contName: 'Morgan Ellis',
      contEmail: 'morgan@demobistro.example.com',
      coName: 'Demo Bistro Group Inc.',
      industryId: 2,
      coAdd1: '400 Riverside Drive',
      coAdd2: 'Suite 210',
      coCity: 'Austin',
      coState: 'US-TX',
      coZip: '78701',
      contPhone: '512-555-0199',
      merchantLogoUrl: 'https://demobistro.example.com/logo.png',
      webSiteUrl: 'https://demobistro.example.com',
      marketingFromEmailAddress: 'news@demobistro.example.com',
    },
  ]);
}
