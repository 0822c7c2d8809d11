import type { InboxKind } from '@/lib/domain/inbox';
import type {
  AdminOrder,
  AdminOrderActionBody,
  OperatorLoginAnswer,
  OperatorLoginBody,
} from '@/lib/contracts/back-office';
import type {
  AdminAttribute,
  AdminAttributeBody,
  AdminCategory,
  AdminCategoryBody,
} from '@/lib/contracts/back-office-catalog';
import type { AdminCoupon, AdminCouponBody } from '@/lib/contracts/back-office-coupons';
import type {
  InboxErased,
  InboxEraseBody,
  InboxItem,
  InboxItemChangeBody,
} from '@/lib/contracts/back-office-inbox';
import type {
  PageCreateBody,
  PageDraftBody,
  PageEditorView,
  PagePublishBody,
  PageVersion,
} from '@/lib/contracts/back-office-pages';
import type { AdminContactForm, AdminContactFormBody } from '@/lib/contracts/back-office-forms';
import type {
  AdminPopup,
  AdminPopupBody,
  PopupPreviewBody,
} from '@/lib/contracts/back-office-popups';
import type { PopupContent } from '@/lib/contracts/popup-item';
import type {
  ApiKeyCreateBody,
  IssuedApiKey,
  OperatorChangeBody,
  OperatorCreateBody,
  StoreOperatorView,
} from '@/lib/contracts/back-office-operators';
import type {
  AdminProduct,
  AdminProductMedia,
  AdminProductBody,
  AdminProductBulkBody,
  PriceCampaign,
  PriceCampaignBody,
} from '@/lib/contracts/back-office-products';
import type {
  StoreDomainBody,
  StoreSettingsChangeBody,
  StoreSettingsView,
} from '@/lib/contracts/back-office-settings';
import type { OperatorOrderAction } from '@/lib/domain/order-status';

/**
 * The back-office's calls from the browser. The session is the HttpOnly cookie of /admin: no
 * bearer token goes with them (a shopper's token would be taken for a store key). The client
 * and the contracts load with the first call.
 */
async function api() {
  const [client, contracts] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/back-office'),
  ]);
  return { ...client, contracts };
}

/** POST /admin/session: one step of the login (password, then the code). */
export async function logInOperator(body: OperatorLoginBody): Promise<OperatorLoginAnswer> {
  const { apiCall, contracts } = await api();
  return apiCall('logInOperator', contracts.operatorLoginAnswer, { body, token: null });
}

/** DELETE /admin/session. */
export async function logOutOperator(): Promise<void> {
  const { apiSend } = await api();
  await apiSend('logOutOperator', { token: null });
}

/** POST /admin/orders/{number}/{action}: the order as it now is. */
export async function changeAdminOrder(
  number: number,
  action: OperatorOrderAction,
  body: AdminOrderActionBody = {},
): Promise<AdminOrder> {
  const { apiCall, contracts } = await api();
  return apiCall('changeAdminOrder', contracts.adminOrder, {
    params: { number, action },
    body,
    token: null,
  });
}

/** POST /admin/products or PUT /admin/products/{id} (against the version read). */
export async function saveAdminProduct(
  product: AdminProductBody,
  existing?: { id: number; version: number },
): Promise<AdminProduct> {
  const { apiCall } = await api();
  const { adminProduct } = await import('@/lib/contracts/back-office-products');
  return existing
    ? apiCall('updateAdminProduct', adminProduct, {
        params: { id: existing.id },
        body: { product, version: existing.version },
        token: null,
      })
    : apiCall('createAdminProduct', adminProduct, { body: product, token: null });
}

/** POST /admin/products/{id}/duplicate. */
export async function duplicateAdminProduct(id: number): Promise<AdminProduct> {
  const { apiCall } = await api();
  const { adminProduct } = await import('@/lib/contracts/back-office-products');
  return apiCall('duplicateAdminProduct', adminProduct, { params: { id }, token: null });
}

/** POST /admin/products/bulk: how many changed. */
export async function changeAdminProducts(body: AdminProductBulkBody): Promise<number> {
  const { apiRequest } = await api();
  const { content } = await apiRequest('changeAdminProducts', { body, token: null });
  return (content as { changed: number }).changed;
}

/** POST /admin/products/{id}/campaigns. */
export async function schedulePriceCampaign(
  productId: number,
  body: PriceCampaignBody,
): Promise<PriceCampaign> {
  const { apiCall } = await api();
  const { priceCampaign } = await import('@/lib/contracts/back-office-products');
  return apiCall('schedulePriceCampaign', priceCampaign, {
    params: { id: productId },
    body,
    token: null,
  });
}

/** DELETE /admin/products/{id}/campaigns/{campaign}. */
export async function cancelPriceCampaign(productId: number, campaign: number): Promise<void> {
  const { apiSend } = await api();
  await apiSend('cancelPriceCampaign', { params: { id: productId, campaign }, token: null });
}

/** POST /admin/products/{id}/medias (multipart): the product's photos after it. */
export async function addProductMedia(productId: number, file: File): Promise<AdminProductMedia[]> {
  const { apiCall } = await api();
  const { z } = await import('zod');
  const { adminProductMedia } = await import('@/lib/contracts/back-office-products');
  const body = new FormData();
  body.set('file', file);
  return apiCall('addProductMedia', z.array(adminProductMedia), {
    params: { id: productId },
    body,
    token: null,
  });
}

/** PUT /admin/products/{id}/medias: order and alt texts. */
export async function arrangeProductMedias(
  productId: number,
  medias: { id: number; alt: string | null }[],
): Promise<void> {
  const { apiSend } = await api();
  await apiSend('arrangeProductMedias', {
    params: { id: productId },
    body: { medias },
    token: null,
  });
}

/** DELETE /admin/products/{id}/medias/{media}. */
export async function removeProductMedia(productId: number, media: number): Promise<void> {
  const { apiSend } = await api();
  await apiSend('removeProductMedia', { params: { id: productId, media }, token: null });
}

/** POST /admin/operators. */
export async function addStoreOperator(body: OperatorCreateBody): Promise<StoreOperatorView> {
  const { apiCall } = await api();
  const { storeOperator } = await import('@/lib/contracts/back-office-operators');
  return apiCall('addStoreOperator', storeOperator, { body, token: null });
}

/** PATCH /admin/operators/{id}. */
export async function changeStoreOperator(
  id: number,
  body: OperatorChangeBody,
): Promise<StoreOperatorView> {
  const { apiCall } = await api();
  const { storeOperator } = await import('@/lib/contracts/back-office-operators');
  return apiCall('changeStoreOperator', storeOperator, { params: { id }, body, token: null });
}

/** POST /admin/categories or PUT /admin/categories/{id}. */
export async function saveAdminCategory(
  category: AdminCategoryBody,
  id?: number,
): Promise<AdminCategory> {
  const { apiCall } = await api();
  const { adminCategory } = await import('@/lib/contracts/back-office-catalog');
  return id === undefined
    ? apiCall('createAdminCategory', adminCategory, { body: category, token: null })
    : apiCall('updateAdminCategory', adminCategory, {
        params: { id },
        body: category,
        token: null,
      });
}

/** PUT /admin/categories/order: one level's categories in their new order. */
export async function orderAdminCategories(parentId: number | null, ids: number[]): Promise<void> {
  const { apiRequest } = await api();
  await apiRequest('orderAdminCategories', { body: { parentId, ids }, token: null });
}

/** POST /admin/attributes or PUT /admin/attributes/{id}. */
export async function saveAdminAttribute(
  attribute: AdminAttributeBody,
  id?: number,
): Promise<AdminAttribute> {
  const { apiCall } = await api();
  const { adminAttribute } = await import('@/lib/contracts/back-office-catalog');
  return id === undefined
    ? apiCall('createAdminAttribute', adminAttribute, { body: attribute, token: null })
    : apiCall('updateAdminAttribute', adminAttribute, {
        params: { id },
        body: attribute,
        token: null,
      });
}

/** POST /admin/coupons or PUT /admin/coupons/{id}. */
export async function saveAdminCoupon(coupon: AdminCouponBody, id?: number): Promise<AdminCoupon> {
  const { apiCall } = await api();
  const { adminCoupon } = await import('@/lib/contracts/back-office-coupons');
  return id === undefined
    ? apiCall('createAdminCoupon', adminCoupon, { body: coupon, token: null })
    : apiCall('updateAdminCoupon', adminCoupon, { params: { id }, body: coupon, token: null });
}

/** POST /admin/keys: the new key with its secret, this once. */
export async function issueStoreApiKey(body: ApiKeyCreateBody): Promise<IssuedApiKey> {
  const { apiCall } = await api();
  const { issuedApiKey } = await import('@/lib/contracts/back-office-operators');
  return apiCall('issueStoreApiKey', issuedApiKey, { body, token: null });
}

/** DELETE /admin/keys/{id}. */
export async function revokeStoreApiKey(id: number): Promise<void> {
  const { apiRequest } = await api();
  await apiRequest('revokeStoreApiKey', { params: { id }, token: null });
}

/** PATCH /admin/settings: the store's settings as they now are. */
export async function changeStoreSettings(
  body: StoreSettingsChangeBody,
): Promise<StoreSettingsView> {
  const { apiCall } = await api();
  const { storeSettings } = await import('@/lib/contracts/back-office-settings');
  return apiCall('changeStoreSettings', storeSettings, { body, token: null });
}

/** PATCH /admin/inbox/{kind}/{id}: the item as it now is. */
export async function changeInboxItem(
  kind: InboxKind,
  id: number,
  body: InboxItemChangeBody,
): Promise<InboxItem> {
  const { apiCall } = await api();
  const { inboxItem } = await import('@/lib/contracts/back-office-inbox');
  return apiCall('changeInboxItem', inboxItem, { params: { kind, id }, body, token: null });
}

/** POST /admin/inbox/erase: how many records of each kind were erased. */
export async function eraseInboxPerson(body: InboxEraseBody): Promise<InboxErased> {
  const { apiCall } = await api();
  const { inboxErased } = await import('@/lib/contracts/back-office-inbox');
  return apiCall('eraseInboxPerson', inboxErased, { body, token: null });
}

/** POST /admin/pages: the new page, in the editor. */
export async function createPage(body: PageCreateBody): Promise<PageEditorView> {
  const { apiCall } = await api();
  const { pageEditorView } = await import('@/lib/contracts/back-office-pages');
  return apiCall('createPage', pageEditorView, { body, token: null });
}

/** PUT /admin/pages/{id}/draft: the page with its new revision and what stops publishing it. */
export async function savePageDraft(id: number, body: PageDraftBody): Promise<PageEditorView> {
  const { apiCall } = await api();
  const { pageEditorView } = await import('@/lib/contracts/back-office-pages');
  return apiCall('savePageDraft', pageEditorView, { params: { id }, body, token: null });
}

/** POST /admin/pages/{id}/publish: published now, or scheduled for `at`. */
export async function publishPage(id: number, body: PagePublishBody): Promise<PageEditorView> {
  const { apiCall } = await api();
  const { pageEditorView } = await import('@/lib/contracts/back-office-pages');
  return apiCall('publishPage', pageEditorView, { params: { id }, body, token: null });
}

/** DELETE /admin/pages/{id}/schedule: the scheduled publication called off. */
export async function cancelPageSchedule(id: number): Promise<PageEditorView> {
  const { apiCall } = await api();
  const { pageEditorView } = await import('@/lib/contracts/back-office-pages');
  return apiCall('cancelPageSchedule', pageEditorView, { params: { id }, token: null });
}

/** GET /admin/pages/{id}/versions: each publication, newest first. */
export async function listPageVersions(id: number): Promise<PageVersion[]> {
  const { apiCall } = await api();
  const { pageVersion } = await import('@/lib/contracts/back-office-pages');
  const { z } = await import('zod');
  return apiCall('listPageVersions', z.array(pageVersion), { params: { id }, token: null });
}

/** POST /admin/pages/{id}/versions/{version}/restore: that publication, as the draft. */
export async function restorePageVersion(id: number, version: number): Promise<PageEditorView> {
  const { apiCall } = await api();
  const { pageEditorView } = await import('@/lib/contracts/back-office-pages');
  return apiCall('restorePageVersion', pageEditorView, { params: { id, version }, token: null });
}

/** POST /admin/popups or PUT /admin/popups/{id}. */
export async function saveAdminPopup(popup: AdminPopupBody, id?: number): Promise<AdminPopup> {
  const { apiCall } = await api();
  const { adminPopup } = await import('@/lib/contracts/back-office-popups');
  return id === undefined
    ? apiCall('createAdminPopup', adminPopup, { body: popup, token: null })
    : apiCall('updateAdminPopup', adminPopup, { params: { id }, body: popup, token: null });
}

/** DELETE /admin/popups/{id}. */
export async function deleteAdminPopup(id: number): Promise<void> {
  const { apiRequest } = await api();
  await apiRequest('deleteAdminPopup', { params: { id }, token: null });
}

/** POST /admin/popups/preview: the texts as a shopper of the locale would get them. */
export async function previewAdminPopup(body: PopupPreviewBody): Promise<PopupContent> {
  const { apiCall } = await api();
  const { popupPreview } = await import('@/lib/contracts/back-office-popups');
  return apiCall('previewAdminPopup', popupPreview, { body, token: null });
}

/** POST /admin/forms or PUT /admin/forms/{id}. */
export async function saveAdminContactForm(
  form: AdminContactFormBody,
  id?: number,
): Promise<AdminContactForm> {
  const { apiCall } = await api();
  const { adminContactForm } = await import('@/lib/contracts/back-office-forms');
  return id === undefined
    ? apiCall('createAdminContactForm', adminContactForm, { body: form, token: null })
    : apiCall('updateAdminContactForm', adminContactForm, {
        params: { id },
        body: form,
        token: null,
      });
}

/** DELETE /admin/forms/{id} (only a form that never received a message). */
export async function deleteAdminContactForm(id: number): Promise<void> {
  const { apiRequest } = await api();
  await apiRequest('deleteAdminContactForm', { params: { id }, token: null });
}

/** POST /admin/settings/domains: the settings, with the domain added. */
export async function addStoreDomain(body: StoreDomainBody): Promise<StoreSettingsView> {
  const { apiCall } = await api();
  const { storeSettings } = await import('@/lib/contracts/back-office-settings');
  return apiCall('addStoreDomain', storeSettings, { body, token: null });
}

/** DELETE /admin/settings/domains/{domain}: the settings, without it. */
export async function removeStoreDomain(domain: string): Promise<StoreSettingsView> {
  const { apiCall } = await api();
  const { storeSettings } = await import('@/lib/contracts/back-office-settings');
  return apiCall('removeStoreDomain', storeSettings, { params: { domain }, token: null });
}
