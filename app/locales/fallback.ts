/**
 * The few strings a page needs when the language route's loader did not run (an error page such
 * as `/xx/blogs`, or the root's own error boundary): the error page, the title, the toaster, the
 * offline notice and the progress bar. Everything else reaches the browser as the current
 * language's dictionary in the language route's loader data (see app/utils/translation.ts).
 * Copies of ar.ts and en.ts; translation.test.ts fails when they drift.
 */
export const fallback = {
  ar: {
    app: {
      name: "لوحة",
      fullName: "لوحة — لوحة تحكم الموظفين",
      description: "لوحة تحكم موظفي مجموعة الشركة القابضة للمقاولات: المحتوى والطلبات والتقارير.",
    },
    errors: {
      notFoundTitle: "الصفحة غير موجودة",
      notFound: "تعذّر العثور على هذه الصفحة.",
      serverTitle: "حدث خطأ",
      server: "حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.",
      status: "رمز الخطأ: {{status}}",
      goHome: "العودة إلى الرئيسية",
    },
    frame: {
      offline: "أنت غير متصل بالإنترنت. ستُحفظ التغييرات عند عودة الاتصال فقط.",
      backOnline: "عاد الاتصال بالإنترنت.",
    },
    common: { notifications: "التنبيهات" },
    progress: { loading: "جارٍ التحميل…" },
  },
  en: {
    app: {
      name: "Lawha",
      fullName: "Lawha — staff dashboard",
      description: "Staff dashboard of the contracting and holding group: content, orders and reports.",
    },
    errors: {
      notFoundTitle: "Page not found",
      notFound: "This page could not be found",
      serverTitle: "Something went wrong",
      server: "An unexpected error occurred. Please try again shortly.",
      status: "Error code: {{status}}",
      goHome: "Back to home",
    },
    frame: {
      offline: "You are offline. Changes are saved only once the connection is back.",
      backOnline: "Back online.",
    },
    common: { notifications: "Notifications" },
    progress: { loading: "Loading…" },
  },
};
