/** The layout route of signed-in pages (its loader's user is read by the layout). */
export const APP_LAYOUT_ROUTE_ID = 'app';
