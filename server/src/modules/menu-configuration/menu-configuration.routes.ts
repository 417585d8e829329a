import {
  DEPARTMENTS_PAGE,
  DEPARTMENTS_PATH,
  TAGS_PAGE,
  TAGS_PATH,
  ZAddDepartmentRequest,
  ZAddTagRequest,
  ZConfigurationDeleteResponse,
  ZDeleteDepartmentRequest,
  ZDeleteTagRequest,
  ZDepartmentListRequest,
  ZDepartmentListResponse,
  ZDepartmentSaveResponse,
  ZEditDepartmentRequest,
  ZEditTagRequest,
  ZTagListRequest,
  ZTagListResponse,
  ZTagSaveResponse,
} from '@mp/contracts/menu-configuration';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, merchantScopeOf, tenancy } from '../../plugins/tenancy.ts';
import {
  addDepartment,
  addTag,
  editDepartment,
  editTag,
  listDepartments,
  listTags,
  removeDepartment,
  removeTag,
} from './menu-configuration.service.ts';

/**
 * Inventory → Configuration → Departments and Tags (spec 2 §2; the calls are ours). Each page's own rule guards its
 * calls. Departments and tags are the merchant's, like the categories that use them: the company view and every
 * store view read and change the same ones, as the categories screen does.
 */
const departmentsConfig = { access: access.route(DEPARTMENTS_PAGE), scope: tenancy.merchant };
const tagsConfig = { access: access.route(TAGS_PAGE), scope: tenancy.merchant };

export function menuConfigurationRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  const departmentTags = ['departments'];
  app.post(
    DEPARTMENTS_PATH.list,
    {
      config: departmentsConfig,
      schema: { tags: departmentTags, body: ZDepartmentListRequest, response: { 200: ZDepartmentListResponse } },
    },
    async (request) => listDepartments(db, merchantScopeOf(request), request.body),
  );
  app.post(
    DEPARTMENTS_PATH.add,
    {
      config: departmentsConfig,
      schema: { tags: departmentTags, body: ZAddDepartmentRequest, response: { 200: ZDepartmentSaveResponse } },
    },
    async (request) => addDepartment(db, merchantScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    DEPARTMENTS_PATH.edit,
    {
      config: departmentsConfig,
      schema: { tags: departmentTags, body: ZEditDepartmentRequest, response: { 200: ZDepartmentSaveResponse } },
    },
    async (request) => editDepartment(db, merchantScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    DEPARTMENTS_PATH.remove,
    {
      config: departmentsConfig,
      schema: { tags: departmentTags, body: ZDeleteDepartmentRequest, response: { 200: ZConfigurationDeleteResponse } },
    },
    async (request) => removeDepartment(db, merchantScopeOf(request), actorOf(request), request.body),
  );

  const tagTags = ['tags'];
  app.post(
    TAGS_PATH.list,
    { config: tagsConfig, schema: { tags: tagTags, body: ZTagListRequest, response: { 200: ZTagListResponse } } },
    async (request) => listTags(db, merchantScopeOf(request), request.body),
  );
  app.post(
    TAGS_PATH.add,
    { config: tagsConfig, schema: { tags: tagTags, body: ZAddTagRequest, response: { 200: ZTagSaveResponse } } },
    async (request) => addTag(db, merchantScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    TAGS_PATH.edit,
    { config: tagsConfig, schema: { tags: tagTags, body: ZEditTagRequest, response: { 200: ZTagSaveResponse } } },
    async (request) => editTag(db, merchantScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    TAGS_PATH.remove,
    {
      config: tagsConfig,
      schema: { tags: tagTags, body: ZDeleteTagRequest, response: { 200: ZConfigurationDeleteResponse } },
    },
    async (request) => removeTag(db, merchantScopeOf(request), actorOf(request), request.body),
  );
}
