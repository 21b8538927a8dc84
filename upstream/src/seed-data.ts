// Demo content for a Saudi contracting and holding group (construction, fuel transport with a
// fleet of 300 trucks growing to 600, fuel stations, real estate). Fictional companies and people.

type Pair = readonly [ar: string, en: string];

export const countries: readonly (readonly [code: string, nameAr: string, nameEn: string, dial: string])[] = [
  ["SA", "السعودية", "Saudi Arabia", "+966"],
  ["AE", "الإمارات", "United Arab Emirates", "+971"],
  ["KW", "الكويت", "Kuwait", "+965"],
  ["QA", "قطر", "Qatar", "+974"],
  ["BH", "البحرين", "Bahrain", "+973"],
  ["OM", "عُمان", "Oman", "+968"],
  ["YE", "اليمن", "Yemen", "+967"],
  ["IQ", "العراق", "Iraq", "+964"],
  ["JO", "الأردن", "Jordan", "+962"],
  ["SY", "سوريا", "Syria", "+963"],
  ["LB", "لبنان", "Lebanon", "+961"],
  ["PS", "فلسطين", "Palestine", "+970"],
  ["EG", "مصر", "Egypt", "+20"],
  ["SD", "السودان", "Sudan", "+249"],
  ["LY", "ليبيا", "Libya", "+218"],
  ["TN", "تونس", "Tunisia", "+216"],
  ["DZ", "الجزائر", "Algeria", "+213"],
  ["MA", "المغرب", "Morocco", "+212"],
  ["MR", "موريتانيا", "Mauritania", "+222"],
  ["SO", "الصومال", "Somalia", "+252"],
  ["DJ", "جيبوتي", "Djibouti", "+253"],
  ["KM", "جزر القمر", "Comoros", "+269"],
  ["TR", "تركيا", "Turkey", "+90"],
  ["IN", "الهند", "India", "+91"],
  ["PK", "باكستان", "Pakistan", "+92"],
  ["BD", "بنغلاديش", "Bangladesh", "+880"],
  ["PH", "الفلبين", "Philippines", "+63"],
  ["ID", "إندونيسيا", "Indonesia", "+62"],
  ["MY", "ماليزيا", "Malaysia", "+60"],
  ["LK", "سريلانكا", "Sri Lanka", "+94"],
  ["NP", "نيبال", "Nepal", "+977"],
  ["ET", "إثيوبيا", "Ethiopia", "+251"],
  ["CN", "الصين", "China", "+86"],
  ["US", "الولايات المتحدة", "United States", "+1"],
  ["CA", "كندا", "Canada", "+1"],
  ["GB", "المملكة المتحدة", "United Kingdom", "+44"],
  ["FR", "فرنسا", "France", "+33"],
  ["DE", "ألمانيا", "Germany", "+49"],
  ["IT", "إيطاليا", "Italy", "+39"],
  ["ES", "إسبانيا", "Spain", "+34"],
];

export const users = [
  { email: "admin@lawha.test", password: "Admin#2024", name: "مدير النظام", phone: "+966500000001", role: "Administrator" },
  { email: "editor@lawha.test", password: "Editor#2024", name: "نورة الشمري", phone: "+966500000002", role: "Content editor" },
  { email: "moderator@lawha.test", password: "Moderator#2024", name: "سارة القحطاني", phone: "+966500000003", role: "Moderator" },
  { email: "moderator2@lawha.test", password: "Moderator#2024", name: "فهد الدوسري", phone: "+966500000004", role: "Moderator" },
  { email: "moderator3@lawha.test", password: "Moderator#2024", name: "ريم الزهراني", phone: "+966500000005", role: "Moderator" },
  { email: "editor2@lawha.test", password: "Editor#2024", name: "خالد العتيبي", phone: "+966500000006", role: "Content editor" },
  { email: "editor3@lawha.test", password: "Editor#2024", name: "ليلى الحربي", phone: "+966500000007", role: "Content editor" },
  { email: "former@lawha.test", password: "Former#2024", name: "عبدالله المطيري", phone: "+966500000008", role: "Content editor", active: false },
] as const;

export const clientPassword = "Client#2024";

export const cities: readonly Pair[] = [
  ["الرياض", "Riyadh"],
  ["جدة", "Jeddah"],
  ["الدمام", "Dammam"],
  ["مكة المكرمة", "Makkah"],
  ["المدينة المنورة", "Madinah"],
  ["الخبر", "Khobar"],
  ["تبوك", "Tabuk"],
  ["أبها", "Abha"],
  ["حائل", "Hail"],
  ["بريدة", "Buraidah"],
  ["جازان", "Jazan"],
  ["الجبيل", "Jubail"],
];

export const branchStreets: readonly Pair[] = [
  ["طريق الملك فهد، حي العليا", "King Fahd Road, Al Olaya"],
  ["طريق المدينة، حي الروضة", "Madinah Road, Al Rawdah"],
  ["طريق الملك سعود، حي الفيصلية", "King Saud Road, Al Faisaliyah"],
  ["شارع إبراهيم الخليل، حي العزيزية", "Ibrahim Al Khalil Street, Al Aziziyah"],
  ["طريق الملك عبدالله، حي قباء", "King Abdullah Road, Quba"],
  ["طريق الأمير تركي، حي الكورنيش", "Prince Turki Road, Corniche"],
  ["طريق الملك خالد، حي المروج", "King Khalid Road, Al Muruj"],
  ["طريق الملك عبدالعزيز، حي المنسك", "King Abdulaziz Road, Al Mansak"],
  ["طريق الملك فيصل، حي المنتزه", "King Faisal Road, Al Muntazah"],
  ["طريق عثمان بن عفان، حي الريان", "Othman bin Affan Road, Al Rayyan"],
  ["طريق الكورنيش، حي الشاطئ", "Corniche Road, Al Shati"],
  ["شارع الأمير محمد، الحي الصناعي", "Prince Mohammed Street, Industrial Area"],
];

export const categories: readonly Pair[] = [
  ["المقاولات العامة", "General contracting"],
  ["نقل المحروقات", "Fuel transport"],
  ["محطات الوقود", "Fuel stations"],
  ["التطوير العقاري", "Real estate development"],
  ["البنية التحتية", "Infrastructure"],
  ["التشغيل والصيانة", "Operations and maintenance"],
  ["الخدمات اللوجستية", "Logistics"],
  ["السلامة والجودة", "Health, safety and quality"],
  ["أخبار المجموعة", "Group news"],
];

export const services: readonly (readonly [ar: string, en: string, descAr: string, descEn: string])[] = [
  [
    "المقاولات العامة",
    "General contracting",
    "تنفيذ المباني السكنية والتجارية والحكومية من التصميم حتى التسليم.",
    "Residential, commercial and government buildings from design to handover.",
  ],
  [
    "إنشاء الطرق والجسور",
    "Roads and bridges",
    "تنفيذ الطرق السريعة والجسور والتقاطعات وفق المواصفات السعودية.",
    "Highways, bridges and interchanges built to Saudi standards.",
  ],
  [
    "نقل المحروقات",
    "Fuel transport",
    "أسطول من 300 صهريج يغطي مناطق المملكة على مدار الساعة.",
    "A fleet of 300 tankers covering every region of the Kingdom around the clock.",
  ],
  [
    "تشغيل محطات الوقود",
    "Fuel station operation",
    "تشغيل وإدارة محطات الوقود بكوادر مؤهلة ومعايير سلامة عالية.",
    "Operating and managing fuel stations with qualified staff and strict safety standards.",
  ],
  [
    "التطوير العقاري",
    "Real estate development",
    "تطوير المجمعات السكنية والتجارية وبيعها وتأجيرها.",
    "Developing, selling and leasing residential and commercial compounds.",
  ],
  [
    "إدارة الأملاك",
    "Property management",
    "إدارة العقارات وتحصيل الإيجارات وصيانة المرافق.",
    "Managing properties, collecting rent and maintaining facilities.",
  ],
  [
    "صيانة المرافق",
    "Facility maintenance",
    "عقود صيانة وقائية وتصحيحية للمباني والمنشآت.",
    "Preventive and corrective maintenance contracts for buildings and plants.",
  ],
  ["تأجير المعدات الثقيلة", "Heavy equipment rental", "رافعات وحفارات وشاحنات مع مشغلين معتمدين.", "Cranes, excavators and trucks with certified operators."],
  [
    "الخدمات اللوجستية والتخزين",
    "Logistics and warehousing",
    "مستودعات مجهزة وخدمات نقل وتوزيع متكاملة.",
    "Equipped warehouses with end-to-end transport and distribution.",
  ],
  [
    "إدارة المشاريع",
    "Project management",
    "إشراف هندسي وإدارة مشاريع من الفكرة إلى التشغيل.",
    "Engineering supervision and project management from idea to operation.",
  ],
];

export const sources: readonly Pair[] = [
  ["الموقع الإلكتروني", "Website"],
  ["واتساب", "WhatsApp"],
  ["الهاتف", "Phone"],
  ["إنستغرام", "Instagram"],
  ["إكس (تويتر)", "X (Twitter)"],
  ["توصية", "Referral"],
];

export const customers: readonly Pair[] = [
  ["شركة الأفق للتجارة", "Al Ofoq Trading"],
  ["مجموعة النخبة القابضة", "Al Nukhba Holding"],
  ["شركة الواحة للأغذية", "Al Waha Foods"],
  ["مؤسسة الساحل للنقل", "Al Sahel Transport"],
  ["شركة المدار للاتصالات", "Al Madar Telecom"],
  ["شركة رواسي للإسمنت", "Rawasi Cement"],
  ["مستشفى الشفاء التخصصي", "Al Shifa Specialist Hospital"],
  ["جامعة المستقبل الأهلية", "Al Mustaqbal University"],
  ["شركة سنام للتطوير", "Sanam Development"],
  ["مجموعة دانة التجارية", "Dana Commercial Group"],
];

export const partners: readonly Pair[] = [
  ["مجموعة الراية للمعدات الثقيلة", "Al Raya Heavy Equipment"],
  ["شركة بترول الشرق", "Eastern Petroleum Co."],
  ["شركة أساس للخرسانة الجاهزة", "Asas Ready-Mix"],
  ["المكتب الهندسي المتحد", "United Engineering Office"],
  ["شركة درع للسلامة", "Dir' Safety"],
  ["بنك التعمير", "Al Taameer Bank"],
  ["شركة مسار للتقنية", "Masar Technology"],
  ["مصنع الخليج للصهاريج", "Gulf Tanker Factory"],
  ["شركة جسور للتأمين", "Jusoor Insurance"],
  ["شركة بيئة لإدارة النفايات", "Bee'a Waste Management"],
];

export const team: readonly (readonly [nameAr: string, nameEn: string, posAr: string, posEn: string])[] = [
  ["م. عبدالله الحربي", "Eng. Abdullah Al Harbi", "الرئيس التنفيذي", "Chief Executive Officer"],
  ["م. ماجد السبيعي", "Eng. Majed Al Subaie", "مدير العمليات", "Chief Operating Officer"],
  ["أ. هند العنزي", "Hind Al Anazi", "المدير المالي", "Chief Financial Officer"],
  ["أ. تركي المطيري", "Turki Al Mutairi", "مدير الأسطول", "Fleet Manager"],
  ["م. لمى الغامدي", "Eng. Lama Al Ghamdi", "مديرة المشاريع", "Projects Director"],
  ["أ. سلطان الشهري", "Sultan Al Shehri", "مدير محطات الوقود", "Fuel Stations Manager"],
  ["م. ياسر البقمي", "Eng. Yasser Al Buqami", "مدير السلامة والصحة المهنية", "HSE Manager"],
  ["أ. منيرة الرشيد", "Munira Al Rasheed", "مديرة التطوير العقاري", "Real Estate Development Manager"],
];

export const testimonials: readonly (readonly [name: string, company: string, ar: string, en: string])[] = [
  ["خالد العمري", "شركة الأفق للتجارة", "التزام كامل بالجدول الزمني وجودة تنفيذ ممتازة.", "Fully on schedule with excellent workmanship."],
  ["Ahmed Farouk", "Al Nukhba Holding", "فريق محترف في إدارة المشاريع وسرعة في الاستجابة.", "A professional project team that responds fast."],
  ["منى الحارثي", "مستشفى الشفاء التخصصي", "نفذوا توسعة المستشفى دون تعطيل الخدمة.", "They delivered the hospital extension without interrupting care."],
  ["سعد القرني", "مؤسسة الساحل للنقل", "إمداد الوقود منتظم حتى في مواسم الذروة.", "Fuel supply stays regular even at peak season."],
  ["Omar Haddad", "Sanam Development", "شريك موثوق في تطوير المجمعات السكنية.", "A trusted partner for residential compounds."],
  ["نوف العتيبي", "جامعة المستقبل الأهلية", "صيانة دورية دقيقة وتقارير واضحة.", "Careful scheduled maintenance and clear reports."],
  ["عبدالرحمن الزهراني", "شركة رواسي للإسمنت", "أسطول نقل منضبط وسائقون ملتزمون بالسلامة.", "A disciplined fleet and drivers who put safety first."],
  ["Lina Saeed", "Dana Commercial Group", "محطات نظيفة وخدمة عملاء مميزة.", "Clean stations and outstanding customer service."],
  ["فيصل الدوسري", "شركة الواحة للأغذية", "مستودعات مجهزة وتتبع دقيق للشحنات.", "Well-equipped warehouses and precise shipment tracking."],
  ["هيفاء الشهري", "شركة المدار للاتصالات", "تجربة ممتازة من العرض حتى التسليم.", "An excellent experience from quotation to handover."],
  ["Yousef Nasser", "Gulf Tanker Factory", "تعاون طويل الأمد قائم على الثقة.", "A long partnership built on trust."],
  ["ريم المالكي", "شركة سنام للتطوير", "أسعار عادلة وشفافية في التكاليف.", "Fair prices and transparent costs."],
];

export const blogTopics: readonly Pair[] = [
  ["كيف تختار مقاول البناء المناسب لمشروعك", "How to choose the right building contractor"],
  ["خمس نصائح لسلامة نقل المحروقات", "Five tips for safe fuel transport"],
  ["مستقبل محطات الوقود الذكية في المملكة", "The future of smart fuel stations in the Kingdom"],
  ["دليل المستثمر في التطوير العقاري", "An investor's guide to real estate development"],
  ["أهمية الصيانة الوقائية للمباني التجارية", "Why preventive maintenance matters for commercial buildings"],
  ["كيف نخطط لمسارات 300 شاحنة يومياً", "How we plan routes for 300 trucks a day"],
  ["معايير الجودة في الخرسانة الجاهزة", "Quality standards for ready-mix concrete"],
  ["رؤية 2030 وقطاع المقاولات", "Vision 2030 and the contracting sector"],
  ["تقنيات البناء المستدام في المناخ الحار", "Sustainable building in a hot climate"],
  ["إدارة المخاطر في المشاريع الكبرى", "Risk management on large projects"],
  ["كيف تقلل تكاليف التشغيل في محطة الوقود", "Cutting the running costs of a fuel station"],
  ["التحول الرقمي في إدارة الأساطيل", "Digital transformation in fleet management"],
  ["اختيار الموقع المناسب لمحطة وقود", "Choosing the right site for a fuel station"],
  ["عقود المقاولات: ما الذي يجب الانتباه إليه", "Contracting agreements: what to watch for"],
  ["السلامة المهنية في مواقع البناء", "Occupational safety on construction sites"],
  ["التمويل العقاري للمشاريع السكنية", "Financing residential projects"],
  ["دور التقنية في متابعة المشاريع", "Technology in project tracking"],
  ["تدريب سائقي الصهاريج: تجربتنا", "Training tanker drivers: our experience"],
  ["العزل الحراري وتوفير الطاقة", "Thermal insulation and energy savings"],
  ["كيف نضمن جودة الوقود من المستودع إلى المحطة", "Keeping fuel quality from depot to pump"],
  ["المجمعات السكنية المتكاملة: لماذا الآن؟", "Integrated residential compounds: why now?"],
  ["إدارة الأملاك باحترافية", "Professional property management"],
  ["البنية التحتية للمدن الجديدة", "Infrastructure for new cities"],
  ["خطط الطوارئ في نقل المواد الخطرة", "Emergency plans for hazardous goods transport"],
  ["أخطاء شائعة في تشطيب المباني", "Common mistakes in building finishing"],
  ["من 300 إلى 600 شاحنة: قصة نمو", "From 300 to 600 trucks: a growth story"],
  ["الاستدامة في محطات الوقود", "Sustainability at fuel stations"],
];

export const newsHeadlines: readonly Pair[] = [
  ["المجموعة توقع عقد إنشاء طريق جديد في منطقة تبوك", "Group signs contract for a new road in Tabuk region"],
  ["افتتاح محطة وقود جديدة على طريق الرياض - الدمام", "New fuel station opens on the Riyadh–Dammam highway"],
  ["انضمام 50 صهريجاً جديداً إلى أسطول النقل", "50 new tankers join the transport fleet"],
  ["إطلاق المرحلة الثانية من مجمع النرجس السكني", "Phase two of Al Narjis residential compound launched"],
  ["المجموعة تحصد جائزة التميز في السلامة", "Group wins safety excellence award"],
  ["توقيع اتفاقية شراكة مع بنك التعمير", "Partnership agreement signed with Al Taameer Bank"],
  ["تسليم مشروع المستودعات اللوجستية في الجبيل", "Jubail logistics warehouses handed over"],
  ["برنامج تدريبي لـ 120 سائقاً على القيادة الآمنة", "Safe-driving programme for 120 drivers"],
  ["المجموعة تشارك في معرض البناء السعودي", "Group takes part in the Saudi Build exhibition"],
  ["تشغيل 30 محطة وقود بكوادر سعودية مؤهلة", "30 fuel stations now run by qualified Saudi staff"],
  ["بدء أعمال توسعة مستشفى الشفاء التخصصي", "Work starts on the Al Shifa hospital extension"],
  ["الحصول على شهادة الأيزو 45001", "ISO 45001 certification obtained"],
  ["إطلاق تطبيق لتتبع شحنات الوقود", "App launched for tracking fuel deliveries"],
  ["المجموعة تستكمل 25 عاماً من العمل", "Group completes 25 years of work"],
  ["افتتاح فرع جديد في مدينة أبها", "New branch opens in Abha"],
  ["توسعة أسطول المعدات الثقيلة", "Heavy equipment fleet expanded"],
  ["تسليم 200 وحدة سكنية في جدة", "200 housing units handed over in Jeddah"],
  ["مبادرة لزراعة 10 آلاف شجرة في مواقع المشاريع", "Initiative to plant 10,000 trees at project sites"],
  ["عقد صيانة لمباني جامعة المستقبل", "Maintenance contract for Al Mustaqbal University buildings"],
  ["المجموعة ترعى ملتقى السلامة المرورية", "Group sponsors road safety forum"],
  ["إنجاز مليون ساعة عمل دون إصابات", "One million working hours without injury"],
  ["تحديث أنظمة محطات الوقود بالدفع الإلكتروني", "Fuel stations upgraded to electronic payment"],
  ["توقيع عقد إنشاء برج مكاتب في الرياض", "Contract signed for an office tower in Riyadh"],
  ["المجموعة تعلن نتائج النصف الأول", "Group announces first-half results"],
  ["برنامج تدريب تعاوني لطلاب الهندسة", "Co-op training programme for engineering students"],
  ["الوصول إلى 600 شاحنة في الأسطول", "Fleet reaches 600 trucks"],
];

export const projectTypes: readonly Pair[] = [
  ["مجمع سكني", "Residential compound"],
  ["محطة وقود", "Fuel station"],
  ["طريق رئيسي", "Main road"],
  ["مستودعات لوجستية", "Logistics warehouses"],
  ["برج مكاتب", "Office tower"],
  ["مدرسة نموذجية", "Model school"],
  ["مركز تجاري", "Shopping centre"],
  ["مستودع وقود", "Fuel depot"],
  ["جسر علوي", "Flyover"],
];

export const firstNames: readonly (readonly [ar: string, en: string, title: "mr" | "ms"])[] = [
  ["محمد", "mohammed", "mr"],
  ["عبدالله", "abdullah", "mr"],
  ["فهد", "fahad", "mr"],
  ["سعود", "saud", "mr"],
  ["خالد", "khalid", "mr"],
  ["نواف", "nawaf", "mr"],
  ["بندر", "bandar", "mr"],
  ["عمر", "omar", "mr"],
  ["يوسف", "yousef", "mr"],
  ["ناصر", "nasser", "mr"],
  ["نورة", "noura", "ms"],
  ["سارة", "sarah", "ms"],
  ["ريم", "reem", "ms"],
  ["هيا", "haya", "ms"],
  ["لطيفة", "latifa", "ms"],
  ["أمل", "amal", "ms"],
  ["دانة", "dana", "ms"],
  ["جواهر", "jawaher", "ms"],
];

export const lastNames: readonly Pair[] = [
  ["العتيبي", "alotaibi"],
  ["القحطاني", "alqahtani"],
  ["الغامدي", "alghamdi"],
  ["الشمري", "alshammari"],
  ["الحربي", "alharbi"],
  ["المطيري", "almutairi"],
  ["الدوسري", "aldosari"],
  ["الزهراني", "alzahrani"],
  ["السبيعي", "alsubaie"],
  ["العنزي", "alanazi"],
  ["الشهري", "alshehri"],
  ["البقمي", "albuqami"],
];

export const orderDescriptions: readonly string[] = [
  "طلب عرض سعر لبناء فيلا سكنية",
  "توريد وقود ديزل شهرياً لموقع عمل",
  "استفسار عن تشغيل محطة وقود",
  "طلب وحدة سكنية في المشروع الجديد",
  "عقد صيانة لمبنى تجاري",
  "تأجير رافعة لمدة شهر",
  "نقل بضائع بين الرياض والدمام",
  "استشارة لإدارة مشروع مدرسة",
  "Quotation for a warehouse extension",
  "Monthly diesel supply for a farm",
];

export const orderMessages: readonly string[] = [
  "أرجو التواصل معي في أقرب وقت لتحديد موعد زيارة للموقع.",
  "نحتاج عرض سعر مفصل مع مدة التنفيذ.",
  "هل تتوفر خدمة التوصيل خارج المدن الرئيسية؟",
  "الكمية المطلوبة حوالي 20 ألف لتر شهرياً.",
  "أفضل التواصل عبر واتساب بعد الساعة الرابعة عصراً.",
  "Please call me to discuss the details.",
];

export const followUpComments: readonly string[] = [
  "تم الاتصال ولم يتم الرد، سيعاد الاتصال لاحقاً.",
  "طلب العميل التواصل بعد أسبوع.",
  "أُرسل عرض السعر والعميل يدرس العرض.",
  "وافق العميل وتم تحويله إلى قسم المبيعات.",
  "العميل غير مهتم حالياً.",
  "العميل يرى أن السعر مرتفع مقارنة بالمنافسين.",
  "الرقم غير صحيح.",
  "الطلب مكرر لطلب سابق.",
  "الموقع خارج نطاق التغطية.",
  "أغلق الطلب لأسباب أخرى.",
];

export const palette: readonly (readonly [number, number, number])[] = [
  [0x0f, 0x4c, 0x5c],
  [0xe3, 0x64, 0x14],
  [0xfb, 0x8b, 0x24],
  [0x5f, 0x0f, 0x40],
  [0x9a, 0x03, 0x1e],
  [0x2a, 0x9d, 0x8f],
  [0x26, 0x46, 0x53],
  [0xe9, 0xc4, 0x6a],
  [0x1d, 0x35, 0x57],
  [0x45, 0x7b, 0x9d],
];

/** [title ar, title en, service index, price SAR, discount %] */
export const offers: readonly (readonly [ar: string, en: string, service: number, price: number, discount: number])[] = [
  ["خصم على عقود الصيانة السنوية", "Discount on annual maintenance contracts", 6, 24000, 15],
  ["توريد الديزل بسعر ثابت لستة أشهر", "Fixed diesel price for six months", 2, 185000, 5],
  ["دراسة جدوى مجانية لمحطات الوقود", "Free feasibility study for fuel stations", 3, 0, 100],
  ["تأجير رافعة مع مشغل", "Crane rental with operator", 7, 9500.5, 10],
  ["باقة إدارة الأملاك للمجمعات", "Property management package for compounds", 5, 36000, 20],
  ["استشارة مجانية لإدارة المشاريع", "Free project management consultation", 9, 0, 100],
  ["تخزين مجاني لأول شهر", "First month of storage free", 8, 12000, 25],
  ["عرض الفلل الجاهزة في الرياض", "Ready villas in Riyadh", 4, 1450000, 7],
];
