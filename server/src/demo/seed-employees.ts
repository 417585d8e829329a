import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { featureFlagValues } from '../db/schema.ts';
import { extraEmployeeIdOf, jobIdOf, JOB, MERCHANT, MERCHANT_ROLE, POS_JOB_ROLE } from './ids.ts';
import { FIRST, h, LAST, pick, run, type TTx } from './seed-sql.ts';
import { TICKET_MERCHANTS } from './seed-tickets.ts';

/** Merchants whose staff hold POS job roles (the table-service group and Corner Cafe, as in seed-user-roles.ts). */
const JOB_ROLE_MERCHANTS: readonly number[] = [MERCHANT.demoBistro, MERCHANT.cornerCafe];

/**
 * The role (its number, as roleIdOf takes it) a labor job is held as: the job role where the merchant has job roles,
 * else the merchant role that works the register.
 */
const JOB_ROLE: Record<keyof typeof JOB, { jobRole: number; otherwise: number }> = {
  Manager: { jobRole: MERCHANT_ROLE.Manager, otherwise: MERCHANT_ROLE.Manager },
  Cashier: { jobRole: MERCHANT_ROLE.Cashier, otherwise: MERCHANT_ROLE.Cashier },
  Server: { jobRole: POS_JOB_ROLE.Server, otherwise: MERCHANT_ROLE.Cashier },
  Bartender: { jobRole: POS_JOB_ROLE.Bartender, otherwise: MERCHANT_ROLE.Cashier },
  Cook: { jobRole: POS_JOB_ROLE['Kitchen Line Cook / Prep'], otherwise: MERCHANT_ROLE.Cashier },
};

/** Staff beyond the ticket ringers: two new hires not on the clock yet and two who left (inactive). */
const EXTRA_STAFF: { k: number; job: keyof typeof JOB; isActive: boolean }[] = [
  { k: 0, job: 'Server', isActive: true },
  { k: 1, job: 'Cook', isActive: true },
  { k: 2, job: 'Cashier', isActive: false },
  { k: 3, job: 'Bartender', isActive: false },
];

/**
 * The employee records of issue 18 §1, on top of the labor staff seedTickets wrote: identity fields for everyone, four
 * more staff per merchant, every back-office user of a demo merchant as an employee (id = their POS user id), each
 * employee's roles with pay rates (their labor job as a role, back-office users their login's role), and the flags
 * that open the list and detail: Demo Bistro Group on the manager platform (ASM-style list), Corner Cafe with manager
 * mode and ASM employee but not ASM login (classic list, detail open), the device-code flag for both.
 */
export async function seedEmployees(tx: TTx): Promise<void> {
  const merchants = TICKET_MERCHANTS.join(',');
  await run(
    tx,
    `insert into employees (id, merchant_id, first_name, last_name, job_id, pay_rate, is_active)
     select x.id, x.m, ${pick(FIRST, 'x.id', 61, 30)}, ${pick(LAST, 'x.id', 62, 30)}, x.job_id,
            j.default_pay_rate + ${h('x.id', 63, 5)} * 0.25, x.active
       from (values ${TICKET_MERCHANTS.flatMap((m) =>
         EXTRA_STAFF.map((e) => `(${extraEmployeeIdOf(m, e.k)}, ${m}, ${jobIdOf(m, e.job)}, ${e.isActive})`),
       ).join(', ')}) x(id, m, job_id, active)
       join jobs j on j.id = x.job_id`,
  );
  await run(
    tx,
    `insert into employee_stores (merchant_id, employee_id, store_id)
     select e.merchant_id, e.id, s.id
       from employees e join stores s on s.merchant_id = e.merchant_id and not s.is_deleted
      where e.id >= ${extraEmployeeIdOf(1000, 0)}`,
  );
  // Back-office users: their name drawn like the staff's, their login's stores (a company user works them all).
  await run(
    tx,
    `insert into employees (id, merchant_id, first_name, last_name, user_id)
     select u.pos_user_id, u.merchant_id, ${pick(FIRST, 'u.pos_user_id', 64, 30)},
            ${pick(LAST, 'u.pos_user_id', 65, 30)}, u.id
       from users u join roles r on r.id = u.role_id and r.merchant_id = u.merchant_id
      where u.merchant_id in (${merchants})`,
  );
  await run(
    tx,
    `insert into employee_stores (merchant_id, employee_id, store_id)
     select e.merchant_id, e.id, s.id
       from employees e join users u on u.id = e.user_id
       join stores s on s.merchant_id = e.merchant_id and not s.is_deleted
      where u.is_company_user or not exists (select from user_stores us where us.user_id = u.id)
         or exists (select from user_stores us where us.user_id = u.id and us.store_id = s.id)`,
  );
  // Identity: employee numbers in hire order, short names as a POS shows them, work e-mail and a 555 phone number.
  await run(
    tx,
    `update employees e
        set employee_number = lpad((100 + n.rn)::text, 4, '0'),
            short_name = left(e.first_name, 8) || ' ' || left(e.last_name, 1) || '.',
            email = lower(e.first_name || '.' || e.last_name) || '.' || e.id || '@staff.demo.test',
            phone = '(555) ' || lpad((200 + ${h('e.id', 66, 700)})::text, 3, '0') || '-' ||
                    lpad(${h('e.id', 67, 10000)}::text, 4, '0'),
            adjust_tips_prompt = exists (select from jobs j where j.id = e.job_id and j.is_tipped),
            asm_employee_active = e.is_active
       from (select id, row_number() over (partition by merchant_id order by id) rn from employees) n
      where n.id = e.id and e.merchant_id in (${merchants})`,
  );
  await seedEmployeeRoles(tx, merchants);
  await tx.insert(featureFlagValues).values([
    ...[ACCESS_FLAG.managerMode, ACCESS_FLAG.asmEmployee, ACCESS_FLAG.asmLogin].map((flagName) => ({
      merchantId: MERCHANT.demoBistro,
      storeId: 0,
      flagName,
      isOn: true,
    })),
    ...[ACCESS_FLAG.managerMode, ACCESS_FLAG.asmEmployee].map((flagName) => ({
      merchantId: MERCHANT.cornerCafe,
      storeId: 0,
      flagName,
      isOn: true,
    })),
    ...JOB_ROLE_MERCHANTS.map((merchantId) => ({
      merchantId,
      storeId: 0,
      flagName: ACCESS_FLAG.deviceRegistrationCode,
      isOn: true,
    })),
  ]);
}

/**
 * Labor staff hold their job as a role at their pay rate (servers also host where the merchant has a Host job);
 * back-office users hold their login's role.
 */
async function seedEmployeeRoles(tx: TTx, merchants: string): Promise<void> {
  const jobRoles = JOB_ROLE_MERCHANTS.join(',');
  const roleOfJob = (Object.keys(JOB_ROLE) as (keyof typeof JOB)[])
    .map((job) => `when '${job}' then ${JOB_ROLE[job].jobRole}`)
    .join(' ');
  const roleOtherwise = (Object.keys(JOB_ROLE) as (keyof typeof JOB)[])
    .map((job) => `when '${job}' then ${JOB_ROLE[job].otherwise}`)
    .join(' ');
  await run(
    tx,
    `insert into employee_roles (merchant_id, employee_id, role_id, pay_rate)
     select e.merchant_id, e.id,
            -- roleIdOf(merchant, n), in SQL
            e.merchant_id * 10 + case when e.merchant_id in (${jobRoles}) then case j.name ${roleOfJob} end
                                      else case j.name ${roleOtherwise} end end,
            e.pay_rate
       from employees e join jobs j on j.id = e.job_id
      where e.merchant_id in (${merchants})
     union all
     select e.merchant_id, e.id, e.merchant_id * 10 + ${POS_JOB_ROLE.Host}, e.pay_rate
       from employees e join jobs j on j.id = e.job_id
      where e.merchant_id in (${jobRoles}) and j.name = 'Server'
     union all
     select e.merchant_id, e.id, u.role_id, 0
       from employees e join users u on u.id = e.user_id`,
  );
}
