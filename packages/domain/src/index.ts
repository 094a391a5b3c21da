/**
 * The shop's pure rules (spec §2–§9), shared by the app and the server. No I/O lives here.
 * The package's public surface, name by name: what the app and the server use (and rules waiting
 * for the issue named above their export). A family's internal helpers stay in their file.
 */
export { type ErrorText, type ErrorCode } from './messages/fr';
export { t, tCount, isErrorCode, errorText, violationText } from './messages/translate';
export { type MessageParams, type Result, ok, violation } from './result';
export { pageTitle } from './page-title';
export {
  type SearchAddress,
  type SearchParams,
  readSearchAddress,
  searchAddressOfUrl,
  searchParamsOf,
  searchHref,
  labelSlug,
  searchPageHead,
  appliedFilterNames,
  SEARCH_IDEAS,
  MAX_SEARCH_LENGTH,
} from './search-address';
export {
  type Cents,
  CURRENCY,
  isCents,
  formatEuros,
  toDecimalString,
  parseDecimalString,
  eurosToCents,
  centsToEuros,
  sumCents,
} from './money';
export { validateSignInPhone, formatLocalPhone, formatTypedPhone, toInternationalPhone } from './phone';
export {
  emailRefusalOf,
  isSameEmail,
  maskedEmail,
  EMAIL_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
  validateEmail,
  validateFirstName,
  type EmailRefusal,
} from './email';
export { OTP_LENGTH, validateOtpConfirmation } from './otp';
export {
  OTP_VALIDITY_MINUTES,
  OTP_REQUESTS_PER_HOUR,
  OTP_BAN_MINUTES,
  DEFAULT_OTP_RESEND_WAIT_SECONDS,
  OTP_REQUEST_WINDOW_MS,
  secondsUntil,
  type OtpRequestDecision,
  decideOtpRequest,
  otpExpiresAt,
  checkOtpAttempt,
} from './otp-limits';
export {
  SELLING_PRICE_CENTS,
  STOCK_MAX,
  MAX_ORDERABLE_MAX,
  STOCK_TOO_BIG,
  SELLING_PRICE_TOO_HIGH,
  MAX_ORDERABLE_TOO_BIG,
  isUnusualPriceChange,
  validateQuantity,
  canIncreaseQuantity,
  quantityLimitText,
  quantityLeftToAdd,
  stockLeftToTell,
  stockShortOf,
  stockLeftForFormat,
  otherFormatId,
  isListableProduct,
} from './product';
export {
  RATING_MIN,
  RATING_MAX,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  ANONYMOUS_DISPLAY_NAME,
  validateReview,
  nextAverageRating,
  reviewPageKey,
  sortReviewsNewestFirst,
} from './review';
export {
  type Voucher,
  normalizeVoucherCode,
  validateVoucherCode,
  VOUCHER_CODE_MAX_LENGTH,
  validateReferralCode,
  voucherFailureCode,
  confirmVoucherAdded,
  voucherCodeForOrderStart,
  visibleVouchers,
  isReferralRefusal,
  voucherPeriod,
  checkVoucherExpiry,
  voucherLastInstant,
  type VoucherPeriod,
} from './voucher';
export {
  CUSTOMER_MINIMUM_ORDER_MAX_CENTS,
  DEFAULT_MINIMUM_ORDER_CENTS,
  DEFAULT_REFERRER_DISCOUNT_CENTS,
  FIRST_ORDERS_WITH_FREE_GIFT,
  ACCOUNT_DELETION_DAYS,
  type AuthStatus,
  visitorCustomer,
  isLead,
  hasOrderedRecently,
  shouldShowReferralVoucher,
  isNewsletterOptedIn,
  isNewAuthUser,
  isFirstOrder,
  receivesFirstOrdersGift,
} from './customer';
export {
  DEFAULT_COUNTRY_ISO,
  type Address,
  type AddressInput,
  type AddressViolation,
  isFrenchPostalCode,
  isDeliveredPostalCode,
  validatePostalCode,
  BIKE_DISTRICTS,
  isBikeDistrict,
  bikeDistrictsText,
  validateAddress,
  ADDRESS_NAME_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  splitFullname,
  isRegionalProductDelivered,
  MAX_DELIVERY_INSTRUCTIONS_LENGTH,
  ADDRESS_SUGGESTIONS_MIN_LENGTH,
} from './address';
export {
  type CardInput,
  type Card,
  validateCardExpiry,
  validateCard,
  cardBrand,
  spreeCardType,
  cardTypeLabel,
} from './payment-card';
export { checkMinimumPayable, checkMinimumOrder, missingForMinimumOrder } from './order-minimums';
export {
  checkPreparedQuantities,
  shareOverAuthorisations,
  takeableCents,
  type RecordedPayment,
  checkSubstituteQuantity,
} from './prepared-charge';
export {
  ORDER_PAYMENT_STAGES,
  type OrderPaymentStage,
  DROPPED_PAYMENT_STATE,
  isPaymentDropped,
  orderPaymentStage,
} from './order-payment';
export {
  type SubstitutionPreference,
  type SubstitutableProduct,
  type DeliveredLine,
  type DeliveredLineCharge,
  type DeliveredCharge,
  type DefaultSubstitutionKind,
  type SubstitutionAnswer,
  type SubstitutionProposal,
  type SubstituteStock,
  DEFAULT_SUBSTITUTION_KINDS,
  lineSubstitutionPreference,
  substitutionAnswerBy,
  settledAnswer,
  checkSubstitute,
  substituteStockMoves,
  rankSimilarProducts,
  deliveredCharge,
  isPreparedShort,
  substitutionProposalText,
} from './substitutions';
export {
  type CartGift,
  isGiftUnlocked,
  missingToUnlockCents,
  giftOfferedValueCents,
  offeredValueCents,
} from './gifts';
export {
  type Cart,
  type ProductToAdd,
  type ProductAvailability,
  type PriceChange,
  EMPTY_CART,
  lineTotalCents,
  cartTotalCents,
  declinedGiftIds,
  cartItemCount,
  withGiftsReevaluated,
  addProduct,
  decreaseQuantity,
  removeProduct,
  activateGift,
  deactivateGift,
  selectVoucherCode,
  refreshCart,
  pendingPriceChanges,
  removeUnavailableProducts,
  takeStockLeft,
} from './cart';
export { type PreloadedPromotion, applyPreloadedPromotion, preloadedVersions } from './preloaded-promotion';
export { orderStartRequest, orderStartFailureCode, requireOrderId } from './order-start';
export {
  type RackRoute,
  type RoutingData,
  slugify,
  parseSlugId,
  shelfUrlSlug,
  productPath,
  productLink,
  rackPath,
  shelfPath,
  accountOrderPath,
  findProduct,
  findRack,
  tryNormalizePath,
  isCatalogPageFound,
} from './routing';
export { breadcrumbs, type Breadcrumb } from './breadcrumbs';
export { type CheckoutScreen, checkoutSteps, checkoutStepOf, checkoutPath } from './checkout-steps';
export {
  findUsRoot,
  isEditorialPath,
  isContentPagePath,
  recipePath,
  SELECTION_PATH,
} from './editorial-paths';
export {
  LEGAL_PAGE_PATHS,
  LEGAL_PAGE_TYPE,
  type LegalPageKind,
  type ShopLegalIdentity,
  checkTermsAccepted,
  fillShopIdentity,
  privacyPageAdditions,
  type LegalBlock,
} from './legal-pages';
export {
  type RecipeQuantity,
  type ShoppableIngredient,
  MIN_SERVINGS,
  MAX_SERVINGS,
  clampServings,
  scaleQuantity,
  packsToBuy,
  formatRecipeQuantity,
  formatPreparationTime,
  ingredientsToAdd,
  recipeTotalCents,
  type PricedIngredient,
} from './recipe-quantities';
export {
  ORDER_STATUSES,
  type OrderStatus,
  checkConfirmationResend,
  checkStatusChange,
  orderChangeWindow,
  changeDeadline,
  checkOrderChangeable,
  orderStatusLabel,
  timeLeftLabel,
} from './order-status';
export {
  STAFF_STATUS_MOVES,
  type StaffStatusMove,
  type StaffMoveCode,
  type StaffMoveOption,
  checkStaffStatusMove,
  earliestStaffMove,
  staffStatusMoves,
} from './order-status-moves';
export {
  type RebookableOrder,
  type RebookingSlot,
  type RebookingCode,
  type RebookingSlotCode,
  checkRebookingSlot,
  checkSlotRebooking,
  isRebookable,
} from './order-rebooking';
export { mergeOrderList } from './order-list';
export {
  type ShippingMode,
  type DeliveryQuote,
  type ShippingMethod,
  shippingMethodCode,
  shippingModeOf,
  homeDeliveryCodes,
  isHomeDeliveryCode,
  sortShippingMethodsByPrice,
  homeDeliveryPriceCents,
  shippingLookupResult,
  type DeliverySlot,
  isSlotBookable,
  type DeliveryChoice,
  chooseDeliverySlot,
  choosePickupPoint,
} from './delivery';
export {
  formatParisDate,
  formatParisDay,
  formatParisLongDate,
  formatSlotHours,
  groupSlotsByParisDay,
  formatParisHour,
} from './slot-calendar';
export {
  shippingModeOfMethodId,
  needsDeliverySlot,
  shippingQuote,
  type ShippingOffer,
  shippingOffers,
  type DeliveryEstimate,
  deliveryEstimate,
  deliveryEstimateLabel,
  shippingMethodName,
} from './shipping-methods';
export {
  DRAFT_PREFIX,
  CATALOGUE_PAGE_SIZE,
  isDraftId,
  publishedIdOf,
  documentIdOf,
  withDraftPrecedence,
  isNewerRecord,
  mergeNewerRecords,
  hasNextPage,
  inCataloguePages,
  lostContentFields,
  contentTitleProblem,
  CONTENT_TITLE_MAX_LENGTH,
} from './content';
export {
  RACK_THUMB_WIDTH,
  SHELF_ARTICLE_IMAGE_WIDTH,
  imageRequestWidth,
  imageUrl,
  renditionSize,
} from './images';
export { isShopPath, webViewAddress } from './shop-links';
export { textToneOn } from './text-color';
export { unitPrice } from './unit-price';
export {
  type VoucherKind,
  type VoucherTerms,
  type VoucherIneligibility,
  checkVoucherEligibility,
  isVoucherUsedUp,
  voucherItemDiscountCents,
  offersDelivery,
} from './voucher-eligibility';
export {
  FOOD_VAT_RATE_BP,
  STANDARD_VAT_RATE_BP,
  type OrderTotals,
  includedVatCents,
  shareInProportion,
  orderTotals,
  withAddedGoods,
  formatVatRate,
} from './order-totals';
export { referralCodeFor } from './referral-code';
export {
  type DeliverySlotMode,
  isDeliverySlotMode,
  SLOT_CAPACITY_MAX,
  DELIVERY_SLOT_MODES,
  deliverySlotCalendar,
  isSlotFull,
  isSlotClosedByShop,
  checkSlotChoice,
  checkDayClosing,
  closedDaysOf,
  deliverySlotsHeadline,
  nextBikeSlotsOpening,
} from './delivery-slots';
export {
  type SlotWindow,
  type BikeHoursChange,
  type BikeHoursChangeInput,
  type BikeHoursViolation,
  type BikeWindow,
  BIKE_SLOT_WINDOWS,
  BIKE_WEEKDAYS,
  BIKE_WINDOW_PLACES,
  BIKE_HOURS_FIRST,
  BIKE_HOURS_LAST,
  BIKE_WINDOWS_MAX,
  bikeHoursOn,
  firstChangeableBikeDay,
  checkBikeHoursChange,
  bikeWindowProblems,
} from './bike-hours';
export {
  type Receipt,
  type ReceiptGift,
  type ReceiptLine,
  type ReceiptVatLine,
  type ShopIdentity,
  type ReceiptInput,
  type ReceiptDelivery,
  type ReceiptPayment,
  receiptOf,
  type ReceiptChange,
  type ReceiptPreparation,
  type PreparedReceiptLine,
  receiptPreparationOf,
  DEMO_CONTACT_EMAIL,
} from './receipt';
export {
  isNewerListChange,
  listAddedAt,
  listChangeTime,
  listWithChanges,
  queueListChange,
  withoutSentChanges,
  type ListChange,
  type ListEntry,
} from './shopping-list';
export {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_SESSION_HOURS,
  afterWrongPassword,
  isStaffLocked,
  isStaffRole,
  staffMay,
  staffPermissionsOf,
  validateStaffPassword,
  type StaffPermission,
  type StaffRole,
} from './staff';
export { parisDayOf, parisDayRange, parisInstant, shiftDay } from './paris-time';
export { appUpdateNeed, parseAppVersion, type AppUpdateNeed, type AppVersionPolicy } from './app-version';
export { PUSH_CHANNELS, SUBSTITUTION_PUSH_CATEGORY, type PushChannel } from './push-channels';
export { BUILT_IN_ERROR_PROJECT, builtInErrorDsn, scrubReportValue } from './error-report';
export { frenchOrder, inSentence, withDe, withFrenchSpacing } from './text';
export {
  ALLERGENS,
  ALLERGEN_NAMES,
  ALLERGEN_FILTERS,
  type Allergen,
  type AllergenFilterSlug,
  type FoodInformation,
  type IngredientPart,
  type Nutrition,
  type ShelfLife,
  type FoodInformationProblem,
  foodInformationProblems,
  allergenFiltersOf,
  excludedAllergens,
  allergenMask,
  excludedMask,
  allergensOfIngredients,
  allergensNamedIn,
  allergenNames,
  ingredientText,
  shelfLifeDuration,
  formatGrams,
} from './food-information';
export {
  SEASONAL_CALENDAR,
  SEASONS_CALENDAR_PATH,
  isOutOfSeason,
  isProduceKey,
  monthName,
  monthShortName,
  parisMonthOf,
  produceInSeason,
  seasonText,
  type ProduceKey,
  type ProduceKind,
  type SeasonEntry,
} from './seasons';
export {
  type GeoPoint,
  type Load,
  type StopToPlan,
  type SlotRoundsReport,
  type DoorstepOutcome,
  BIKE_CAPACITY,
  checkDoorstepOutcome,
  orderLoad,
  planRounds,
  roundToJoin,
  roundRideKm,
  estimateArrivals,
  arrivalWindowOf,
  stopsToTellNear,
  slotRoundsReport,
} from './rounds';
