import type { Messages } from "../../messages";

/** The active users page and its map (English, Canada: the source of the others). */
export const messages: Messages = {
  "active.description":
    "Users with an activity in the last {minutes} minutes. The list refreshes every minute while this page is visible.",
  "active.count": "{count, plural, =0 {nobody active} one {# user active} other {# users active}}",
  "active.updated": "Updated {time}",
  "active.refresh": "Refresh",
  "active.refreshFailed": "The list could not be refreshed. It shows the users active at {time}.",
  "active.stale": "The server did not answer: this list is the last copy kept on this device.",
  "active.tableLabel": "Users active now",
  "active.column.name": "Name",
  "active.column.team": "Team",
  "active.column.lastActivity": "Last activity",
  "active.column.location": "Location",
  "active.unknownTeam": "Unknown team",
  "active.noLocation": "Unknown location",
  "active.emptyTitle": "Nobody is active right now",
  "active.emptyDescription":
    "Users appear here for {minutes} minutes after each activity they record in the field.",
  "active.errorTitle": "Active users could not be loaded",
  "active.map.region": "Map of active users",
  "active.map.surface": "Map. The arrow keys move it, plus and minus zoom.",
  "active.map.zoomIn": "Zoom in",
  "active.map.zoomOut": "Zoom out",
  "active.map.empty": "No active user has a location",
  "active.map.baseLayerError": "The world map could not be drawn",
  "active.map.baseLayerAttribution": "Natural Earth",
  "active.map.loading": "Loading the map…",
  "active.map.failed": "The map could not be loaded. The list below shows every active user.",
  "active.map.markerTitle": "{location} · {time}",
};
