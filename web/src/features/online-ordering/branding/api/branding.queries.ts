import {
  BRANDING_CONFIGURATION_SETTINGS_ID,
  BRANDING_KEY,
  BRANDING_PATH,
  ZBrandingImages,
  ZBrandingUploadResponse,
  type TBrandingKind,
} from '@mp/contracts/online-ordering/branding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPostForm } from '../../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const IMAGE_FIELDS = `id imageName cdnUrl imageFormat tags fileName originalDimension { width height } status fileSize
  uploadTime auditTrail { timestamp username }`;

const GET_IMAGES = graphqlOperation(
  `query GetBrandingImages { getBrandingImages { banner { ${IMAGE_FIELDS} } logo { ${IMAGE_FIELDS} } } }`,
  'getBrandingImages',
  ZBrandingImages,
);

/** The images are the company's: one entry per merchant. */
export const brandingKeys = {
  all: ['onlineOrdering', 'branding'] as const,
  images: (merchantId: number) => [...brandingKeys.all, merchantId] as const,
};

const imagesQuery = (merchantId: number) =>
  queryOptions({
    queryKey: brandingKeys.images(merchantId),
    queryFn: () => graphqlRequest(GET_IMAGES),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useBrandingImages = (merchantId: number) => useQuery(imagesQuery(merchantId));

export type TBrandingSave = { kind: TBrandingKind; file: Blob; fileName: string; imageId: string | null };

/**
 * Spec 3 §4 "Branding save": replaces the kind's image when one exists (its id), otherwise uploads it; the cache
 * takes the stored image.
 */
export function useSaveBrandingImage(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ kind, file, fileName, imageId }: TBrandingSave) => {
      const form = new FormData();
      // The fields first: the server reads the parts in order.
      form.append('key', BRANDING_KEY[kind]);
      form.append('configurationSettingsId', BRANDING_CONFIGURATION_SETTINGS_ID);
      if (imageId) form.append('imageId', imageId);
      form.append('imageFile', file, fileName);
      return apiPostForm(imageId ? BRANDING_PATH.replace : BRANDING_PATH.upload, ZBrandingUploadResponse, form);
    },
    onSuccess: (answer, { kind }) =>
      queryClient.setQueryData(imagesQuery(merchantId).queryKey, (images) =>
        images ? { ...images, [kind]: answer.entity } : images,
      ),
  });
}
