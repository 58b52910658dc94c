/** Notifications (doc 2 Endpoints "Notifications"): the suite never acts on or dismisses a card it did not cause. */
import { never, read, type Recipes } from "./types.ts";

export const notifications: Recipes = {
  listNotifications: read(),
  actOnNotification: never("acting performs a real merge or run retry on a card the suite did not cause"),
  dismissNotification: never("dismissing closes a card of the workspace's people; the suite causes no card of its own without starting runs"),
};
