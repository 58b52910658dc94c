/** The notifications slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface NotificationsState {}

export function createNotificationsState(): NotificationsState {
  return {};
}

export function seedNotifications(_ws: Workspace): void {}
