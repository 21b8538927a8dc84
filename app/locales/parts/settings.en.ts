import type { settingsAr } from "./settings.ar";
import type { Translation } from "../types";

export const settingsEn: Translation<typeof settingsAr> = {
  title: "Settings",
  intro: "Your account data and password, and the system's language and logo. Each form saves on its own.",
  unknownIntent: "Unknown kind of request.",
  account: {
    heading: "Account data",
    name: "Name",
    email: "E-mail",
    phone: "Mobile number",
    avatar: "Profile picture",
    removeAvatar: "Remove the current picture",
    submit: "Save account data",
  },
  sessions: {
    heading: "Other sessions",
    intro: "Signed in on another device or browser you no longer use? End every session of your account except this one.",
    submit: "Sign out of all other sessions",
    notOffered: "The API in use does not offer ending other sessions.",
  },
  language: {
    heading: "System language",
    intro: "The default language of the website's content.",
    label: "Default language",
    ar: "Arabic",
    en: "English",
    submit: "Save language",
  },
  logo: {
    heading: "System logo",
    intro: "The logo shows at the top of the dashboard.",
    label: "Logo",
    remove: "Remove the current logo",
    submit: "Save logo",
  },
};
