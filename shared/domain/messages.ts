// Spec 5, 8 and 2.x texts, word for word. Client and server both import these.

export const LOGIN_MESSAGES = {
  usernameRequired: 'Please provide username!',
  passwordRequired: 'Please provide password!',
} as const;

export const LOADING_TEXT = 'Please wait...';

export const ERROR_DEFAULTS = {
  generic: 'Something went wrong!',
  logout: 'Something went wrong! Try later!',
  search: 'Something went wrong! Try later!',
  searchNoResult: 'No result found!',
  orderCreation: 'Something went wrong!',
  customerSearch: 'Error getting details! please try later!',
  orderActions: 'Error processing your request, Please try later!',
  ordersLoad: 'Error loading orders! Please try later!',
  dashboardLoad: 'Error Loading Dashboard Data, Please try later!',
  reportsLoad: 'Error Loading Reports Data, Please try later!',
  detailsLoad: 'Error loading details! Please try later!',
  dataLoad: 'Error loading data, Try Later!',
  devicesLoad: 'Error loading devices, Please try later!',
} as const;

export const CONFIRM_TEXTS = {
  delete: 'Are you sure! This process is irreversible!',
  removeDevice: 'Are you sure! This device will be logged out!',
} as const;

export const QUICK_NAV_HINT = 'Press ESC key or click X button to close';

export const SUPPORT_RESPONSE_HOURS = 24;
