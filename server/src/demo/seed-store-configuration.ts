import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues } from '../db/schema.ts';
import { GENERATED_MERCHANT, MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The generated merchant whose store-configuration flag stays off: its users do not see the page. */
export const STORE_CONFIGURATION_OFF_MERCHANT = GENERATED_MERCHANT.idOf(GENERATED_MERCHANT.count - 1);

/** Where each named store is; generated stores take a city of CITIES by their id. */
const PLACES: Record<number, [city: string, state: string, zip: string]> = {
  [STORE.bistroDowntown]: ['Austin', 'TX', '78701'],
  [STORE.bistroRiverside]: ['Austin', 'TX', '78704'],
  [STORE.bistroOldTown]: ['Austin', 'TX', '78702'],
  [STORE.cornerCafe]: ['Portland', 'OR', '97204'],
  [STORE.harborBankDeli]: ['Denver', 'CO', '80202'],
  [STORE.sunriseDiner]: ['San Diego', 'CA', '92101'],
};
const CITIES: [string, string, string][] = [
  ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27601'],
  ['Madison', 'WI', '53703'],
  ['Boise', 'ID', '83702'],
  ['Savannah', 'GA', '31401'],
  ['San Juan', 'PR', '00901'],
];
const CONTACTS = ['Dana Whitfield', 'Morgan Ellis', 'Riley Chen', 'Jordan Patel', 'Casey Moreno', 'Avery Brooks'];

const sqlText = (rows: string[][]) =>
  rows.map((r) => `(${r.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`).join(', ');

/**
 * Store configuration (issue 17 §2): every demo store has a complete one (address, contacts, time zone, receipt
 * header), so the screen opens on valid values everywhere; the printed address of each store is composed from its
 * parts, as a save composes it. Corner Cafe shows the tip suggestion and a QR website. The page's flag is on for
 * every merchant except STORE_CONFIGURATION_OFF_MERCHANT. Runs after the ticket seed, which gives the ticket
 * merchants' stores their receipt rows and time zones.
 */
export async function seedStoreConfiguration(tx: TTx): Promise<void> {
  const places = sqlText(Object.entries(PLACES).map(([id, p]) => [id, ...p]));
  const cities = sqlText(CITIES.map((c, i) => [String(i), ...c]));
  const contacts = sqlText(CONTACTS.map((c, i) => [String(i), c]));
  await tx.execute(
    sql.raw(`
    insert into store_configurations
      (merchant_id, store_id, add1, add2, city, state, zip, cont_name, email, cont_phone,
       secondary_cont_name, secondary_email, secondary_cont_phone)
    select s.merchant_id, s.id,
           case when s.address <> '' then s.address else (100 + s.id % 900)::text || ' Main Street' end,
           case when s.id = ${STORE.bistroDowntown} then 'Suite 100' else '' end,
           coalesce(p.city, c.city), coalesce(p.state, c.state), coalesce(p.zip, c.zip),
           k.name,
           'manager.' || s.id || '@' || lower(regexp_replace(m.name, '[^A-Za-z]', '', 'g')) || '.example',
           '(555) ' || lpad((200 + s.id % 800)::text, 3, '0') || '-' || lpad((s.id % 10000)::text, 4, '0'),
           case when s.merchant_id in (${MERCHANT.demoBistro}, ${MERCHANT.cornerCafe}) then 'Sam Rivera' else '' end,
           case when s.merchant_id in (${MERCHANT.demoBistro}, ${MERCHANT.cornerCafe})
                then 'sam.rivera@' || lower(regexp_replace(m.name, '[^A-Za-z]', '', 'g')) || '.example' else '' end,
           case when s.merchant_id in (${MERCHANT.demoBistro}, ${MERCHANT.cornerCafe}) then '(555) 300-' || lpad((s.id % 10000)::text, 4, '0') else '' end
      from stores s
      join merchants m on m.id = s.merchant_id
      left join (values ${places}) p(id, city, state, zip) on p.id::int = s.id
      join (values ${cities}) c(n, city, state, zip) on c.n::int = s.id % ${CITIES.length}
      join (values ${contacts}) k(n, name) on k.n::int = s.id % ${CONTACTS.length}`),
  );
  await tx.execute(
    sql.raw(`
    insert into store_receipt_settings (store_id, merchant_id)
    select s.id, s.merchant_id from stores s
    on conflict (store_id) do nothing`),
  );
  await tx.execute(
    sql.raw(`
    update store_receipt_settings r
       set header_text = left('Welcome to ' || s.name, 40),
           phone = '(555) ' || lpad((100 + s.id % 900)::text, 3, '0') || '-' || lpad((s.id % 10000)::text, 4, '0')
      from stores s
     where s.id = r.store_id`),
  );
  await tx.execute(
    sql.raw(`
    update store_receipt_settings
       set include_qr_code = true, qr_code_website_url = 'https://cornercafe.example.com',
           display_tip_suggestion = true, tip_suggestion_message = 'Thank you for tipping!',
           tip_suggestion_1 = 15, tip_suggestion_2 = 18, tip_suggestion_3 = 20
     where store_id = ${STORE.cornerCafe}`),
  );
  await tx.execute(
    sql.raw(`
    update stores s
       set address = concat_ws(E'\\n', c.add1, nullif(c.add2, ''), c.city || ', ' || c.state || ' ' || c.zip)
      from store_configurations c
     where c.store_id = s.id`),
  );
  await tx.execute(sql`
    insert into ${featureFlagValues} (merchant_id, store_id, flag_name, is_on)
    select id, 0, ${ACCESS_FLAG.storeConfiguration}, true from merchants where id <> ${STORE_CONFIGURATION_OFF_MERCHANT}`);
}
