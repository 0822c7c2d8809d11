/**
 * The pages of the customer's account, in the order the overview lists them; `title` and `text`
 * are keys of the `accountArea` messages.
 */
export const accountPages = [
  { href: '/customer/account/edit', title: 'myData', text: 'myDataText' },
  { href: '/customer/account/orders', title: 'myOrders', text: 'myOrdersText' },
  { href: '/customer/account/addresses', title: 'myAddresses', text: 'myAddressesText' },
  {
    href: '/customer/account/update-password',
    title: 'changePassword',
    text: 'changePasswordText',
  },
  { href: '/customer/account/wishlist', title: 'myFavourites', text: 'myFavouritesText' },
  { href: '/customer/account/reviews', title: 'myReviews', text: 'myReviewsText' },
  { href: '/customer/account/wallpapers', title: 'myWallpapers', text: 'myWallpapersText' },
  { href: '/customer/account/uploads', title: 'myUploads', text: 'myUploadsText' },
  { href: '/customer/account/user-guide', title: 'myGuides', text: 'myGuidesText' },
  { href: '/customer/account/support', title: 'support', text: 'supportText' },
] as const;

export type AccountPageTitle = (typeof accountPages)[number]['title'];

/** SPEC.md section 2: the mobile bottom bar's account panel, in its order. */
export const bottomBarAccountPages = [
  'myData',
  'myOrders',
  'myWallpapers',
  'myUploads',
  'myFavourites',
  'myGuides',
] as const satisfies readonly AccountPageTitle[];
