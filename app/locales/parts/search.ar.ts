/** Strings of the search over every area (Arabic). The English file must have the same keys. */
export const searchAr = {
  title: "البحث في كل الأقسام",
  shortcut: "اضغط / أو Ctrl+K للبحث من أي صفحة.",
  intro: "يبحث في الأقسام التي تملك صلاحية عرضها، بالاسم أو العنوان مع الهمزة أو دونها، وبرقم الجوال كيفما كُتب.",
  resultsFor: "نتائج البحث عن «{{q}}»",
  all: "كل النتائج ({{count}})",
  none: "لا توجد نتائج عن «{{q}}» في الأقسام التي تملك صلاحية عرضها.",
  noneIn: "لا نتائج في: {{areas}}.",
  failed: "تعذّر البحث في هذا القسم الآن: {{reason}}",
  tooLong_zero: "نص البحث أطول من المسموح.",
  tooLong_one: "نص البحث أطول من حرف واحد.",
  tooLong_two: "نص البحث أطول من حرفين.",
  tooLong_few: "نص البحث أطول من {{count}} أحرف.",
  tooLong_many: "نص البحث أطول من {{count}} حرفًا.",
  tooLong_other: "نص البحث أطول من {{count}} حرف.",
};
