import {
  type TAssignSiteBrandSitesInput,
  type TSiteBrandInput,
  type TUpdateSiteBrandInput,
  ZSiteBrand,
  ZSiteBrandPage,
  ZSiteBrandSites,
} from '@mp/contracts/online-ordering/site-branding';
import { z } from 'zod';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const BRAND = 'id name sitePrimaryColor font buttonTextColor';

/** Spec 3 §7.2 Site branding: the list, by id, assigned sites, create, update, assign sites and delete. */
const OP = {
  list: graphqlOperation(
    `query getSiteBrands($pageNumber: Int, $pageSize: Int) {
      getSiteBrands(pageNumber: $pageNumber, pageSize: $pageSize) {
        pageNumber totalPages totalResults lastPage pageContent { id name } } }`,
    'getSiteBrands',
    ZSiteBrandPage,
  ),
  get: graphqlOperation(
    `query getSiteBrandById($id: ID!) { getSiteBrandById(id: $id) { ${BRAND} } }`,
    'getSiteBrandById',
    ZSiteBrand,
  ),
  sites: graphqlOperation(
    `query getSiteBrandAssignedSites($id: ID!) { getSiteBrandAssignedSites(id: $id) { id assignedSites } }`,
    'getSiteBrandAssignedSites',
    ZSiteBrandSites,
  ),
  create: graphqlOperation(
    `mutation createSiteBrand($name: String!, $font: String!, $sitePrimaryColor: String!, $buttonTextColor: String!) {
      createSiteBrand(name: $name, font: $font, sitePrimaryColor: $sitePrimaryColor,
        buttonTextColor: $buttonTextColor) { ${BRAND} } }`,
    'createSiteBrand',
    ZSiteBrand,
  ),
  update: graphqlOperation(
    `mutation updateSiteBrand($id: ID!, $name: String!, $font: String!, $sitePrimaryColor: String!,
      $buttonTextColor: String!) {
      updateSiteBrand(id: $id, name: $name, font: $font, sitePrimaryColor: $sitePrimaryColor,
        buttonTextColor: $buttonTextColor) { ${BRAND} } }`,
    'updateSiteBrand',
    ZSiteBrand,
  ),
  assign: graphqlOperation(
    `mutation assignSitesToSiteBrand($id: ID!, $assignedSites: [String!]!) {
      assignSitesToSiteBrand(id: $id, assignedSites: $assignedSites) { id assignedSites } }`,
    'assignSitesToSiteBrand',
    ZSiteBrandSites,
  ),
  delete: graphqlOperation(
    `mutation deleteSiteBrandById($id: ID!) { deleteSiteBrandById(id: $id) }`,
    'deleteSiteBrandById',
    z.boolean(),
  ),
};

export const listSiteBrands = (pageNumber: number, pageSize: number) =>
  graphqlRequest(OP.list, { pageNumber, pageSize });
export const getSiteBrand = (id: string) => graphqlRequest(OP.get, { id });
export const getSiteBrandSites = (id: string) => graphqlRequest(OP.sites, { id });
export const createSiteBrand = (input: TSiteBrandInput) => graphqlRequest(OP.create, input);
export const updateSiteBrand = (input: TUpdateSiteBrandInput) => graphqlRequest(OP.update, input);
export const assignSiteBrandSites = (input: TAssignSiteBrandSitesInput) => graphqlRequest(OP.assign, input);
export const deleteSiteBrand = (id: string) => graphqlRequest(OP.delete, { id });
