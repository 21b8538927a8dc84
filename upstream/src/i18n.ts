export type Lang = "ar" | "en";

const ar = {
  invalid: "غير صحيح.",
  required: "حقل إلزامي.",
  email: "الإيميل غير صحيح.",
  integer: "رقم صحيح فقط.",
  number: "أرقام فقط.",
  decimals: "يسمح بخانتين عشريتين كحد أقصى.",
  tooLong: "يجب ألا يزيد عن {max} حرف.",
  tooShort: "يجب ألا يقل عن {min} حرف.",
  minValue: "يجب ألا تقل القيمة عن {min}.",
  maxValue: "يجب ألا تزيد القيمة عن {max}.",
  minItems: "اختر {min} على الأقل.",
  url: "الرابط غير صحيح، يجب أن يبدأ بـ http:// أو https://.",
  phone: "رقم الهاتف غير صحيح.",
  date: "التاريخ غير صحيح.",
  fileType: "يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF.",
  fileSize: "يجب ألا يزيد حجم الصورة عن 2 ميجابايت.",
  unique: "هذه القيمة مستخدمة مسبقاً.",
  exists: "القيمة المختارة غير موجودة.",
  endsAfterStart: "يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.",
  passwordConfirmation: "تأكيد كلمة المرور غير مطابق.",
  currentPassword: "كلمة المرور الحالية غير صحيحة.",
  credentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  unauthenticated: "يجب تسجيل الدخول، أو انتهت صلاحية الجلسة.",
  forbidden: "ليست لديك صلاحية للقيام بهذا الإجراء.",
  notFound: "العنصر المطلوب غير موجود.",
  routeNotFound: "المسار المطلوب غير موجود.",
  methodNotAllowed: "هذا الإجراء غير مسموح به.",
  malformedBody: "تعذّرت قراءة بيانات الطلب.",
  tooLarge: "حجم الطلب أكبر من المسموح.",
  serverError: "خطأ في الخادم",
  roleInUse: "لا يمكن حذف دور مرتبط بمستخدمين.",
  conflict: "عدّل شخص آخر هذا العنصر منذ أن فتحته.",
  created: "تمت الإضافة بنجاح.",
  updated: "تم التعديل بنجاح.",
  deleted: "تم الحذف بنجاح.",
  restored: "تمت الاستعادة بنجاح.",
  purged: "تم الحذف نهائياً.",
  loggedOut: "تم تسجيل الخروج بنجاح.",
  accountUpdated: "تم تحديث بيانات الحساب بنجاح.",
  passwordChanged: "تم تغيير كلمة المرور بنجاح.",
  settingsUpdated: "تم حفظ الإعدادات بنجاح.",
  followUpAdded: "تمت إضافة المتابعة بنجاح.",
  subStatusMismatch: "الحالة الفرعية لا تناسب الحالة المختارة.",
  otherSessionsEnded: "تم تسجيل الخروج من الجلسات الأخرى.",
  accountInactive: "هذا الحساب موقوف. تواصل مع مدير النظام.",
  lastAdminInactive: "لا يمكن إيقاف آخر مدير نظام نشط.",
  lastAdminRole: "آخر مدير نظام نشط يجب أن يبقى في دور يدير حسابات الموظفين.",
  lastAdminPermission: "آخر مدير نظام نشط يحمل هذا الدور: لا يمكن إزالة صلاحية تعديل حسابات الموظفين منه.",
  usersNotDeleted: "لا تُحذف حسابات الموظفين: أوقف الحساب بدلاً من ذلك.",
  twoStepWrongCode: "الرمز غير صحيح أو مستخدم من قبل.",
  twoStepChallenge: "انتهت مهلة الخطوة الثانية. سجّل الدخول مرة أخرى.",
  twoStepAlreadyOn: "التحقق بخطوتين مفعّل من قبل.",
  twoStepNotStarted: "ابدأ تفعيل التحقق بخطوتين أولاً.",
  twoStepOn: "تم تفعيل التحقق بخطوتين.",
  twoStepOff: "تم إيقاف التحقق بخطوتين.",
  twoStepReset: "أُعيد ضبط التحقق بخطوتين لهذا الموظف.",
  twoStepNotOn: "التحقق بخطوتين غير مفعّل لهذا الحساب.",
  recoveryCodesReplaced: "أُنشئت رموز استرداد جديدة، وبطلت القديمة.",
  sessionEnded: "أُنهيت الجلسة.",
  sessionsEnded: "أُنهيت كل جلسات هذا الموظف.",
  sessionNotFound: "لا توجد جلسة بهذا الرقم.",
} as const;

export type MessageKey = keyof typeof ar;

const en: Record<MessageKey, string> = {
  invalid: "Invalid value.",
  required: "This field is required.",
  email: "Invalid e-mail address.",
  integer: "Whole numbers only.",
  number: "Numbers only.",
  decimals: "At most two decimal places.",
  tooLong: "Must be at most {max} characters.",
  tooShort: "Must be at least {min} characters.",
  minValue: "Must be at least {min}.",
  maxValue: "Must be at most {max}.",
  minItems: "Choose at least {min}.",
  url: "Invalid link; it must start with http:// or https://.",
  phone: "Invalid phone number.",
  date: "Invalid date.",
  fileType: "The image must be a JPEG, PNG, WebP or GIF file.",
  fileSize: "The image must not be larger than 2 MB.",
  unique: "This value is already taken.",
  exists: "The selected value does not exist.",
  endsAfterStart: "The end date must be after the start date.",
  passwordConfirmation: "The password confirmation does not match.",
  currentPassword: "The current password is incorrect.",
  credentials: "The e-mail address or password is incorrect.",
  unauthenticated: "You are not logged in, or your session has expired.",
  forbidden: "You do not have permission to do this.",
  notFound: "The requested item was not found.",
  routeNotFound: "The requested route does not exist.",
  methodNotAllowed: "This action is not allowed.",
  malformedBody: "The request body could not be read.",
  tooLarge: "The request is too large.",
  serverError: "Server error",
  roleInUse: "A role that users still have cannot be deleted.",
  conflict: "Someone else changed this item since you opened it.",
  created: "Created successfully.",
  updated: "Updated successfully.",
  deleted: "Deleted successfully.",
  restored: "Restored successfully.",
  purged: "Deleted for good.",
  loggedOut: "Logged out successfully.",
  accountUpdated: "Your account has been updated.",
  passwordChanged: "Your password has been changed.",
  settingsUpdated: "The settings have been saved.",
  followUpAdded: "The follow-up has been added.",
  subStatusMismatch: "This sub-status does not go with the chosen status.",
  otherSessionsEnded: "You have been signed out of your other sessions.",
  accountInactive: "This account is deactivated. Ask your system administrator.",
  lastAdminInactive: "The last active administrator cannot be deactivated.",
  lastAdminRole: "The last active administrator must keep a role that manages staff accounts.",
  lastAdminPermission: "The last active administrator has this role: it cannot lose the permission to edit staff accounts.",
  usersNotDeleted: "Staff accounts are not deleted: deactivate the account instead.",
  twoStepWrongCode: "The code is wrong or was already used.",
  twoStepChallenge: "The second step timed out. Log in again.",
  twoStepAlreadyOn: "Two-step login is already on.",
  twoStepNotStarted: "Start turning on two-step login first.",
  twoStepOn: "Two-step login is on.",
  twoStepOff: "Two-step login is off.",
  twoStepReset: "Two-step login was reset for this staff member.",
  twoStepNotOn: "Two-step login is not on for this account.",
  recoveryCodesReplaced: "New recovery codes were made; the old ones no longer work.",
  sessionEnded: "The session was ended.",
  sessionsEnded: "All of this staff member's sessions were ended.",
  sessionNotFound: "There is no session with this number.",
};

const catalogues: Record<Lang, Record<MessageKey, string>> = { ar, en };

export type MessageParams = Record<string, string | number>;

/**
 * Arabic counted messages agree with their number (CLDR plural rules): «حرف واحد», «حرفين»,
 * «8 أحرف», «255 حرفًا», «100 حرف». The catalogue holds the "other" form.
 */
const arabicCounted: Partial<Record<MessageKey, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  tooLong: { one: "يجب ألا يزيد عن حرف واحد.", two: "يجب ألا يزيد عن حرفين.", few: "يجب ألا يزيد عن {max} أحرف.", many: "يجب ألا يزيد عن {max} حرفًا." },
  tooShort: { one: "يجب ألا يقل عن حرف واحد.", two: "يجب ألا يقل عن حرفين.", few: "يجب ألا يقل عن {min} أحرف.", many: "يجب ألا يقل عن {min} حرفًا." },
};
const arabicPlural = new Intl.PluralRules("ar");

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const count = params.max ?? params.min;
  const counted = lang === "ar" && typeof count === "number" ? arabicCounted[key]?.[arabicPlural.select(count)] : undefined;
  return (counted ?? catalogues[lang][key]).replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Picks ar or en from an Accept-Language header, honouring q-values; Arabic otherwise. */
export function languageFrom(header: string | undefined | null): Lang {
  if (!header) return "ar";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...attributes] = part.trim().split(";");
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (primary === "ar" || primary === "en") return primary;
  }
  return "ar";
}
