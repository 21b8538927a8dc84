/** Strings of the settings screens (Arabic). The English file must have the same keys. */
export const settingsAr = {
  title: "الإعدادات",
  intro: "بيانات حسابك، وكلمة المرور، ولغة النظام وشعاره. يُحفظ كل نموذج وحده.",
  unknownIntent: "نوع الطلب غير معروف.",
  account: {
    heading: "بيانات الحساب",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "رقم الجوال",
    avatar: "الصورة الشخصية",
    removeAvatar: "إزالة الصورة الحالية",
    submit: "حفظ بيانات الحساب",
  },
  sessions: {
    heading: "الجلسات الأخرى",
    intro: "هل سجّلت الدخول من جهاز أو متصفح آخر لم تعد تستخدمه؟ أنهِ كل جلسات حسابك ما عدا هذه الجلسة.",
    submit: "تسجيل الخروج من كل الجلسات الأخرى",
    notOffered: "الواجهة البرمجية المستخدمة لا تتيح إنهاء الجلسات الأخرى.",
  },
  language: {
    heading: "لغة النظام",
    intro: "اللغة الافتراضية لمحتوى الموقع.",
    label: "اللغة الافتراضية",
    ar: "العربية",
    en: "الإنجليزية",
    submit: "حفظ اللغة",
  },
  logo: {
    heading: "شعار النظام",
    intro: "يظهر الشعار في أعلى لوحة التحكم.",
    label: "الشعار",
    remove: "إزالة الشعار الحالي",
    submit: "حفظ الشعار",
  },
};
