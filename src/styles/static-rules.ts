import { frameStyles } from "./frame-styles"
import { uiRules } from "../components/ui/rules"
import { headerRules } from "../components/layout/header/rules"
import { heroRules } from "../components/layout/hero/rules"
import { consentRules } from "../components/consent/rules"
import { footerRules } from "../components/layout/footer/rules"
import { languageRules } from "../components/layout/language/rules"
import { noticeRules } from "../blocks/cta/notice-rules"
import { countUpRules } from "../components/sections/count-up-rules"

/**
 * Rules of the components a first view renders, written once with emotion's `css` and the theme but
 * served as global styles: those components use plain class names and load no emotion runtime, which
 * a page then needs only for what it shows further down. In cascade order: a later group may refine an
 * earlier one's class (the header's call-to-action is a button), and every emotion rule comes after.
 */
export const staticRules = [frameStyles, uiRules, headerRules, heroRules, countUpRules, consentRules, footerRules, languageRules, noticeRules]
