/** STATE, notifications (doc 1 States and transitions, Notification rows; doc 2 Notifications). */
import type { Rule } from "../../../lib/rules/types.ts";
import { notificationAct } from "./act.ts";
import { notificationDismiss } from "./dismiss.ts";

export const notificationRules: Rule[] = [notificationDismiss, notificationAct];
