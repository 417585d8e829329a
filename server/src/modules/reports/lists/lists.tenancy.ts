import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  deviceList,
  employeeList,
  itemList,
  itemSizes,
  jobList,
  modifierGroupList,
  modifierList,
} from './lists.queries.ts';

/** The list queries take the view alone (the device list also the date it is seen up to). */
const byView = [itemList, itemSizes, modifierGroupList, modifierList, employeeList, jobList] as const;

export const TENANCY_CASES: TTenancyCase[] = [
  ...byView.flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company) },
  ]),
  { fn: deviceList, name: "deviceList of A's store", run: ({ db, A }) => deviceList(db, A.store, '2100-01-01') },
  {
    fn: deviceList,
    name: "deviceList of A's company view",
    run: ({ db, A }) => deviceList(db, A.company, '2100-01-01'),
  },
];
