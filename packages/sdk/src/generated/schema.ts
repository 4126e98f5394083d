/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

export interface paths {
    "/users/auth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a username and password.
         * @description Checks the credentials. A correct pair answers 200 with either a `signedIn` result (the profile token and profile basics) or, when the account uses two-factor sign-in, a `secondStepRequired` result whose `challenge` goes to `POST /users/2fa/`. Wrong credentials, an inactive account and the like answer 401 with the reason in `X-Auth-Error`, which the console shows as is. Repeated failures are throttled (429).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/2fa/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sign-in with the second-step code.
         * @description Sends the code the user received together with the `challenge` of the `secondStepRequired` sign-in result. A wrong code or an expired or unknown challenge answers 401 with the reason in `X-Auth-Error` (for example `Invalid code`); after an expired challenge the user signs in again.
         */
        post: operations["verifyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset message.
         * @description Always answers 202 for a well-formed body, whether or not the username exists, so the call does not reveal which usernames are in use. When it exists and the account is active, the user receives a message with a way to set a new password.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password-reset/complete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from a reset message.
         * @description Designed (issue #4). The reset message carries a single-use token that expires after an hour. A valid token sets the new password, is used up, and revokes every token of the user; an unknown, used or expired token answers 422 naming `/token`, a weak password 422 naming `/password`. Attempts are throttled like sign-in (429).
         */
        post: operations["completePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out and invalidate the token.
         * @description Invalidates the calling token on the server; later calls with it answer 401. The console then clears its stored data and, unless told otherwise, reloads the page after 250 ms.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/change-password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's own password.
         * @description Only for the signed-in user's own id (403 otherwise; admins set other users' passwords with `POST /players/{id}/update-password/`). A wrong `CurrentPassword`, a `NewPassword` that is too short or equal to the current one answers 422 naming the field. The token in use stays valid.
         */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/exists/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether a username or e-mail address is already used.
         * @description Used by the user create and edit forms. Gated to operators who may create or update users, so it is not an open oracle of usernames.
         */
        post: operations["checkUserExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/access/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What decides a user's access (designed for issue 20, the /configuration explainer).
         * @description The inputs of a user's permissions: role, whether the user's team is the root team, the restriction flags set on the team and on the user's client, and the team's exemptions. The console's "why is this hidden?" explainer runs the SDK's permission table over them (with the feature settings of `GET /settings/`), so its answer is the rule the server enforces. Root team only (ViewConfiguration). No secret is part of the answer.
         */
        get: operations["getPlayerAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the client settings.
         * @description The languages and feature switches the console needs at startup, before sign-in. Open. Cached by the SDK with `If-Modified-Since`. Not to be confused with the per-host portal settings file served from the assets base.
         */
        get: operations["getClientSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{id}/preferences/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a user's preferences.
         * @description Only for the signed-in user's own id, or by an admin (403 otherwise). A user who never saved preferences gets `{}`. Cached by the SDK with `If-Modified-Since`; the `PUT` clears the cached copy.
         */
        get: operations["getPlayerPreferences"];
        /**
         * Replace a user's preferences.
         * @description Replaces the whole preferences object (keys left out are removed). Only for the signed-in user's own id, or by an admin. A `language` outside the client settings' `opts.languages.allowed` answers 422 naming `/language`. There is no separate change-language call: the SDK changes the language by `GET`, setting `language`, then `PUT` of the whole object, and applies it only when it is in the allowed list.
         */
        put: operations["replacePlayerPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{id}/2fa/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in on or off for a player.
         * @description Designed (issue #4). The player themself, or an admin (spec §6: two-factor editing is admin only; the SDK's `EditTwoFactor`) for a player below their rank. Turning it on answers the new TOTP secret (RFC 6238, 30 s, 6 digits), its `otpauth://` URL and ten single-use 8-digit recovery codes, shown once; turning it off drops the secret and the codes. Either way every token of the player is revoked except the one making the call.
         */
        post: operations["setPlayerTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search submissions, users, teams, campaigns, exports, instances and custom reports.
         * @description Matches the term against names, e-mail addresses, titles, descriptions and ids (case-insensitive). Every section is always in the answer; a section the operator may not see is an empty array: accounts need ViewSubLookup, players ViewUserProfile, teams ViewTeamProfile, campaigns ViewCampaignProfile, exports ViewExportsList, exportOptions EditExports, customreports ViewReportsList. Sections are also limited to what the operator's role, team and restriction flags let them see. Not cached: every call asks the server.
         */
        get: operations["searchAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ids/{id}/exists/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id to check, 6 to 8 lowercase hexadecimal characters (the console lowercases it). */
                id: components["schemas"]["LookupHexId"];
            };
            cookie?: never;
        };
        /**
         * Check whether an id is in use.
         * @description Answers 200 for every well-formed id, used or not. `exists` covers the whole global id space (so it can also tell whether a generated id is free); `type` is given only when the operator may view that entity. The console calls it for a search term of 6 to 8 hexadecimal characters, for operators with ViewSubLookup, and opens that lookup directly when the id exists. Not cached.
         */
        get: operations["checkIdExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ids/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get the type of the entity that owns an id.
         * @description Answers 200 with the type in `X-Entity-Type`, or 404 when no entity the operator may see has the id. HEAD answers carry no body. The SDK maps any failure to `exists: false`.
         */
        head: operations["getIdType"];
        patch?: never;
        trace?: never;
    };
    "/validations/email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether an e-mail address can receive mail.
         * @description Checks the syntax and the domain's mail servers. An address that is not valid answers 200 with `valid: false` and a `reason`; only a missing or over-long parameter is a 400. Not cached.
         */
        get: operations["validateEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validations/polygon-search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether a shape can be used for a polygon search.
         * @description Reads the shape and answers 200 with `valid`, the number of points and, when not valid, the reason. The console simplifies drawn shapes (64 iterations, down to 126 points) before checking them. Not cached.
         */
        get: operations["validatePolygonSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List feedback.
         * @description Newest first unless `Sort` says otherwise (sortable by `Created` and `AuthorName`). Cached by the SDK with `If-Modified-Since`.
         */
        get: operations["listFeedback"];
        put?: never;
        /**
         * Send feedback.
         * @description Stores the text with the signed-in user as author. Every role may send feedback. The console shows a thanks notification on success.
         */
        post: operations["createFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete feedback.
         * @description Root, admin and manager only (the roles with `feedback:delete`).
         */
        delete: operations["deleteFeedback"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the change history of entities.
         * @description Newest first. `Target` and `AuthorID` are optional filters that combine (both given: the changes that author made to that entity); entries about entities the operator may not see are left out. Root, admin, manager and client only (the roles with `history:get`). Cached by the SDK with `If-Modified-Since`.
         */
        get: operations["listHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record one usage event.
         * @description Sent to the separate logging server, not the API. Open (`security: []`): page views are logged before sign-in too, and the optional `user` names the signed-in user. One event per call; fire-and-forget with a 5 s timeout, and the console sends nothing when it runs on localhost. Each client address may send 10 events a second and 120 a minute (429 with `Retry-After` beyond), and a body may be at most 4 KiB (413).
         */
        post: operations["logUsageEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List players.
         * @description Lists the players the operator may see: those at or below the operator's rank (root sees all; admin all but root; manager all but root and admin; rep and client only their own role).
         */
        get: operations["listPlayers"];
        /**
         * Create a player.
         * @description Creates a user. Only admins and managers may, and not when the operator's team is restricted by `nocreateplayers`. `role` must be strictly below the operator's rank and `team` must be a team the operator may see. Duplicate usernames or e-mail addresses are refused with 409 (`POST /users/exists/` checks beforehand).
         */
        put: operations["createPlayer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/bulk/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a bulk creation of players without writing anything.
         * @description Validates every row as `PUT /players/bulk/` would (the same checks as `PUT /players/`: schema, role strictly below the operator's rank, team in scope, username and e-mail not taken, and not repeated inside the batch) and reports each bad row with its fields. Writes nothing. Not in the spec (the bulk screen's calls are not shown): designed for issue #8.
         */
        post: operations["checkPlayersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create many players in one transaction.
         * @description Creates the rows in one transaction. With `mode: validOnly` the valid rows are created and the bad ones are reported (200). With `mode: allOrNothing` any bad row writes nothing and the answer is 422 whose `errors` point at `/rows/<index>/<field>`. A row without a password is created with an unusable one and its user is sent a password-reset e-mail. Each created player is written to the history. Not in the spec: designed for issue #8.
         */
        put: operations["createPlayersBulk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a player. */
        get: operations["getPlayer"];
        put?: never;
        /**
         * Update a player.
         * @description Changes the given fields only. Changing `status` (activate or deactivate) is refused for the operator's own account and for operators with role rep, callcenter or client. A new `role` must be strictly below the operator's rank; `team` moves the player to that team. Refused when the operator's team is restricted by `noupdateplayers`.
         */
        post: operations["updatePlayer"];
        /**
         * Delete a player.
         * @description Deletes a user below the operator's rank; the operator cannot delete their own account. A user who has submissions cannot be deleted (409): deactivate them instead (`status: 0`).
         */
        delete: operations["deletePlayer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{id}/update-password/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set another player's password.
         * @description An admin or manager sets the password of a player below their rank, without knowing the current one. Operators change their own password with `POST /users/change-password/{id}`.
         */
        post: operations["updatePlayerPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List teams. */
        get: operations["listTeams"];
        /**
         * Create a team.
         * @description Creates a team under `parent`. Only admins and managers may, and not when the operator's team is restricted by `nocreateteams`. A duplicate title under the same parent is refused with 409.
         */
        put: operations["createTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/tree/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the team hierarchy with counts.
         * @description Every team the operator may see, with its parent and the number of its own players (active and all) and direct sub-teams, for the hierarchy view. A team whose parent is outside the operator's scope keeps that parent's id; a client draws it as a root. Not in the spec (the hierarchy view's calls are not shown): designed for issue #8, so the tree needs one call, not one per team.
         */
        get: operations["getTeamTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a team. */
        get: operations["getTeam"];
        put?: never;
        /**
         * Update a team.
         * @description Changes the given fields only: typically the team's campaigns or its parent. A new `parent` may not be the team itself or one of its descendants (422); the root team has no parent and cannot be given one.
         */
        post: operations["updateTeam"];
        /**
         * Delete a team.
         * @description Deletes a team. A team that still has sub-teams, players or submissions is refused with 409, one entry of `errors` (field `path.id`) for each, its `code` `sub-teams`, `users` or `submissions` (the SDK's `TEAM_DELETE_BLOCKERS`); move or delete them first. The root team cannot be deleted.
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** List a team's campaigns. */
        get: operations["listTeamCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/players/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List a team's players.
         * @description Lists the team's own players (not those of its sub-teams) that the operator may see.
         */
        get: operations["listTeamPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns.
         * @description `Sort=title` (the default) ignores one leading article (a, an, the) and case, as `titleSortKey` of `@canvass/sdk/campaigns` (decision 0025). Campaigns have no status: one stops collecting when its teams are removed.
         */
        get: operations["listCampaigns"];
        /**
         * Create a campaign.
         * @description Creates a campaign; omitted fields take their defaults (type in-person, 3 attempts, timeout 5, submit mode default, screenshots allowed, check-in length 4, range h, no picture; `CAMPAIGN_DEFAULTS` of `@canvass/sdk/campaigns`). Admin only, and not when restricted by `nocreatecampaigns`. The title is trimmed; a blank title, or one another campaign has without regard to case (titles are unique in the installation, so within every client), is refused with 422 naming `/title`.
         */
        put: operations["createCampaign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a campaign. */
        get: operations["getCampaign"];
        put?: never;
        /**
         * Update a campaign.
         * @description Changes the given fields only. Admin only, and not when restricted by `noupdatecampaigns`. A blank or taken title is refused with 422 naming `/title`, as on creation.
         */
        post: operations["updateCampaign"];
        /**
         * Delete a campaign.
         * @description A campaign that has submissions cannot be deleted (409): submissions are records of money and consent. Deleting an empty campaign also removes its team and client links, overrides and files.
         */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/tasks/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a campaign's tasks.
         * @description Replaces the campaign's task list (`raw_processes`) with the one sent. Only operators in the root team may.
         */
        post: operations["setCampaignTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/teams/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** List a campaign's teams. */
        get: operations["listCampaignTeams"];
        put?: never;
        /**
         * Add teams to and remove teams from a campaign.
         * @description Adds the `to_add` teams to the campaign and removes the `to_remove` ones, in one change; each team's `campaigns` list changes to match. An unknown team id is refused with 422.
         */
        post: operations["updateCampaignTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/players/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List a campaign's players.
         * @description Lists the players of the teams working on the campaign that the operator may see.
         */
        get: operations["listCampaignPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients.
         * @description Needs the clientManagement feature; refused when restricted by `nomanageclients`.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client.
         * @description Creates a client with its restriction flags and, optionally, its first campaign assignments. Unlike the other areas, clients are created with `POST` on the collection. A duplicate name is refused with 409; an unknown campaign id with 422.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a client. */
        get: operations["getClient"];
        /**
         * Update a client.
         * @description Changes the given fields only. Unlike the other areas, clients are updated with `PUT` on the item. `restrictions` replaces the client's flags; `campaigns` adds campaign assignments (existing ones are kept; remove them with `DELETE /clients/{id}/assignments/`). A duplicate name is refused with 409; an unknown campaign id with 422.
         */
        put: operations["updateClient"];
        post?: never;
        /**
         * Delete a client.
         * @description Deletes the client and all its campaign assignments.
         */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{id}/assignments/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** List a client's campaign assignments. */
        get: operations["listClientAssignments"];
        put?: never;
        post?: never;
        /**
         * Remove campaign assignments from a client.
         * @description Unassigns the listed campaigns from the client. Ids of campaigns not assigned to the client are ignored.
         */
        delete: operations["deleteClientAssignments"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{id}/players/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List a client's users.
         * @description Designed call (not in the spec): the users who belong to the client (role client), by last name, so the client page can list and link them. Same permission as reading the client.
         */
        get: operations["listClientPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaignoptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaign options (exclusions). */
        get: operations["listCampaignOptions"];
        /**
         * Create a campaign option (exclusion).
         * @description Creates an override on a campaign. Admin only. An option with the same campaign, field and rule already existing is refused with 409; an unknown campaign or field, a rule `^...$` that is not a valid regular expression, or a period (`ActiveFrom`..`ActiveTo`, designed for issue 22) that ends before it starts, with 422.
         */
        put: operations["createCampaignOption"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaignoptions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a campaign option (exclusion).
         * @description Changes the given fields only. Admin only. The period is checked as it will be stored (a new `ActiveTo` against the kept `ActiveFrom` too): one that ends before it starts is a 422 naming `/ActiveTo`.
         */
        post: operations["updateCampaignOption"];
        /**
         * Delete a campaign option (exclusion).
         * @description Deletes the option together with its team campaign options. Admin only.
         */
        delete: operations["deleteCampaignOption"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teamcampaignoptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team campaign options.
         * @description Lists which teams each campaign option (exclusion) is scoped to.
         */
        get: operations["listTeamCampaignOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teamcampaignoptions/{id}/{campaign}/{teams}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the campaign option (exclusion) to scope. */
                id: components["schemas"]["Id"];
                /** @description The id of the campaign option's campaign; a mismatch is refused with 422. */
                campaign: components["schemas"]["Id"];
                /** @description The ids of the teams to scope the option to, comma-joined; each must work on the campaign. */
                teams: components["schemas"]["TeamIdCsv"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scope a campaign option to teams.
         * @description Adds a team campaign option for each listed team, so that campaign option `{id}` of campaign `{campaign}` applies to those teams (and, once scoped, only to its scoped teams). Teams it is already scoped to are kept. No request body. Admin only.
         */
        post: operations["setTeamCampaignOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teamcampaignoptions/{id}/{teams}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the campaign option (exclusion). */
                id: components["schemas"]["Id"];
                /** @description The ids of the teams to unscope, comma-joined; teams the option is not scoped to are ignored. */
                teams: components["schemas"]["TeamIdCsv"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unscope a campaign option from teams.
         * @description Deletes the team campaign options linking campaign option `{id}` to the listed teams. Once an option has no team campaign options left, it applies to every team of its campaign again. Admin only.
         */
        delete: operations["deleteTeamCampaignOptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fields/accounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submission fields of campaigns.
         * @description Lists the submission (account) fields available in the given campaigns, with their type, group and whether they are editable. Configuration may add or remove payment and uppercase fields. Without `Campaigns`, lists the fields of every campaign the operator may see.
         */
        get: operations["listAccountFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fields/{type}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity type whose fields to list. Submission fields are listed by `GET /fields/accounts/` instead. */
                type: "players" | "teams" | "campaigns" | "cancels" | "checkins" | "chats";
            };
            cookie?: never;
        };
        /**
         * List the fields of an entity type.
         * @description Lists the fields of players, teams, campaigns, cancels, check-ins or chats (for column pickers and the optional-field editors). Needs the `get` permission of that type.
         */
        get: operations["listEntityFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List player activities.
         * @description Lists the recorded activities of the players the operator may see, newest first (the active users view, with each activity's location). Filter by time with `After` and `Before`, or by player with `player`.
         */
        get: operations["listActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/accounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List submissions that match filters, one page at a time.
         * @description Returns one page of submissions and the total count. Filters combine with AND; each id-list filter matches any of its ids. `After` and `Before` apply to the date named by `DateField`. The fetch-all helper reads pages of 1000 until `Count` is reached. Personal details, payment fields and locations are left out for operators whose role or restriction flags hide them (rep; `nosubdetails`, `nosubpay`, `nosublocation`).
         */
        get: operations["queryAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/accounts/csv/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download every submission that matches the list's filters as CSV.
         * @description Designed for issue #18 (the list's "CSV of the current view"). Takes the filters, `Sort` and `Fields` of `GET /query/accounts/` and streams every matching row (not one page: no `Page`, `Cursor` or `PageSize`), with a header row of the field names in the order of `Fields` (`ID` first). Fields the operator may not see are left out as in the list. Values are RFC 4180 quoted; a value starting with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` so spreadsheets do not run it. Dates are RFC 3339 in UTC. The exports area builds on it.
         */
        get: operations["exportAccountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/cancels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cancellations that match filters, one page at a time.
         * @description Returns one page of cancellations and the total count. `After` and `Before` apply to `Created`; the console defaults to the last day. `ID` filters submission ids (`AccountID`). Not for clients, nor for operators restricted by `noviewcancels`.
         */
        get: operations["queryCancels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/checkins/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List check-ins that match filters, one page at a time.
         * @description Returns one page of check-ins and the total count. `After` and `Before` apply to `Created`; the console defaults to the last day. `ID` filters check-in ids here. Not for clients, nor for operators restricted by `noviewcheckins`.
         */
        get: operations["queryCheckins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/chats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chats that match filters, one page at a time.
         * @description Designed here: the console has a chats list (`/chats`, ViewChatsList) but the spec shows no call for it, so this mirrors the cancels and check-ins queries. Returns one page of chats and the total count; `After` and `Before` apply to `Updated`, and the console defaults to the last day. `ID` filters submission ids (`AccountID`).
         */
        get: operations["queryChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{id}/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one chat and its messages (read-only).
         * @description Designed here (issue 22): the conversation `/chats` opens, read-only: the chat as the list shows it and its messages, oldest first (at most the latest 1000). The same scope as `queryChats`: a chat outside it is a 404.
         */
        get: operations["listChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a submission change request to one or more submissions.
         * @description Sets each listed field of each listed submission, all or nothing: when any change is invalid nothing is written and the 422 names every bad change by its JSON pointer (for example `/Changes/3/Value`). The reason is kept in each changed submission's history. Used by the lookup editor and by batch edit; large batches can take minutes.
         */
        post: operations["saveAccountChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/reassign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a submission to another player.
         * @description Credits the submission to the given player, whose team and name then replace the submission's `Team`, `TeamName` and `PlayerName`. Admin or manager only.
         */
        post: operations["reassignAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/remove/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a submission.
         * @description Deletes the submission and its assets. Root team only; cannot be undone.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/optfields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the choices configured for optional submission fields.
         * @description Every optional field option: a field, its choices, and the campaigns they apply to (or `default`). The submission editor reads it to offer choices.
         */
        get: operations["listOptionalFieldOptions"];
        put?: never;
        /**
         * Create an optional field option, or replace the one named by `id`.
         * @description Without `id` a new option is created (201); with `id` that option is replaced (200). `campaigns` is a list of campaign ids or the string `default`. Admin only (field options), and hidden where the `hide_field_opts` feature setting is on.
         */
        post: operations["saveOptionalFieldOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/optfields/usage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many submissions hold each value of a field (designed for issue 20).
         * @description The values stored in one submission field and how many submissions hold each, most used first (at most 500 values), so the field option editor can show which choices are in use before a choice is renamed or removed. `Campaign` narrows the count to those campaigns. Admin only (field options), and hidden where the `hide_field_opts` feature setting is on.
         */
        get: operations["getOptionalFieldUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/optfields/{field}/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an optional field option. */
        delete: operations["deleteOptionalFieldOption"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/incoming/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a submission file for processing.
         * @description Accepts a submission file and queues its submissions for processing (payment, tasks). The SDK retries up to 3 times after a 5XX answer, waiting 1 s × the retry number; the server de-duplicates by submission id, so a retried upload is safe.
         */
        post: operations["uploadIncomingAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/batch/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a batch edit as a job of change requests in chunks.
         * @description Freezes the selection (the ids the filter matches now) and queues a `batch-edit` job that applies it in chunks of change requests, skipping the submissions with problems; progress, cancel and retry are the job calls'. Each changed submission gets one history entry with the Reason. The job's result and `getBatchEditReport` give the report.
         */
        post: operations["startBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/batch/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a batch edit of many submissions (nothing is written).
         * @description Reads the selection (a `/subs` filter, a list of ids or CSV rows), and per submission the old → new value of each field and any problem (not found, not allowed, invalid value). Editors only (BatchSubEdit: EditSubmissions, admin or manager, not `hide_batch_edit`).
         */
        post: operations["previewBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/batch/{id}/report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report of a batch-edit job (changed, unchanged, failed with the reason).
         * @description Per submission what the job did, as far as it got (a cancelled job's report is partial). Its owner, or an admin, may read it.
         */
        get: operations["getBatchEditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resend/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a submission's tasks that can be run again.
         * @description The campaign tasks (receipts, e-mails, pushes to other systems) of the submission, with how each last went.
         */
        get: operations["listResendTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resend/{id}/{task}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run one of a submission's tasks again.
         * @description Queues the task; its outcome shows in `GET /resend/{id}/` once it has run.
         */
        post: operations["resendAccountTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcribe/{ids}/{lang}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue the recordings of submissions for transcription.
         * @description Not a plain read: queues each submission's recording for transcription in `lang`, or, with `LanguageDetection=true`, in the language detected in the recording (`lang` is then the fallback). The transcript later appears as the submission's `transcription.txt` asset and sets `Transcribed`. Not cached. Admin with the transcription feature, and not when restricted by `nosubaudiotranscription`.
         */
        get: operations["requestTranscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ear/queue/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submissions that have a recording, for quality review.
         * @description Designed (issue 25, decision 0042): the digital ear's queue. Submissions in the caller's scope with a recording (an `audio/*` file among their stored files), newest first, with whether a transcription exists and their QA review if any. Filters: `Campaign`, `Team`, `Player`, `After`/`Before` on `Received`, and `Review` (`unreviewed` for "not yet reviewed"). Admin only (ViewDigitalEar).
         */
        get: operations["listEarQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ear/checklist/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the QA checklist reviewers score recordings with.
         * @description Designed (issue 25, decision 0042): the configured checklist (the SDK's default until an admin saves one). Admin only (ViewDigitalEar).
         */
        get: operations["getQaChecklist"];
        put?: never;
        /**
         * Replace the QA checklist.
         * @description Designed (issue 25, decision 0042): 1 to 20 items with unique ids and weights 1–10 (the SDK's `qaChecklistProblems`; a 422 names the item). Reviews already saved keep the score they were given. Admin only (ViewDigitalEar).
         */
        post: operations["saveQaChecklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ear/reviews/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a submission's QA review.
         * @description Designed (issue 25, decision 0042): the latest QA review of a submission (the lookup shows its score). Whoever may open the submission reads it; 404 when the submission is not in scope or has no review.
         */
        get: operations["getQaReview"];
        put?: never;
        /**
         * Score a submission's recording against the QA checklist.
         * @description Designed (issue 25, decision 0042): saves the reviewer's answers (one per checklist item), comment and status (`reviewed` or `flagged`). The server works out the score with the SDK's `qaScore` and writes a `review` entry in the submission's history in the same transaction. 422 names an unknown or missing item. Admin only (ViewDigitalEar).
         */
        post: operations["saveQaReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkins/{id}/picture/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the picture taken at a check-in. */
        get: operations["getCheckinPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/fields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the submission fields an import can fill. */
        get: operations["listImportFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/process/{user}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the player running the import (the signed-in user). */
                user: components["schemas"]["Id"];
                /** @description The import file's name (no slashes), for example `donors.xlsx`. */
                file: string;
            };
            cookie?: never;
        };
        /**
         * Get a URL to upload an import file to.
         * @description Returns the URL to POST the file to (this path on this server, decision 0037); later calls `POST` to this path with `previouslyuploaded=true` and no `file` part. Not cached.
         */
        get: operations["getImportUploadUrl"];
        put?: never;
        /**
         * Import a spreadsheet of submissions, or dry-run it.
         * @description Reads the sheet, maps its columns with `columnMap` and imports the rows into the listed campaigns. With `dryrun=true` every row is checked and the result reports what would happen, without writing. Row problems are reported in the result's `errors`, not as a failure; a 422 means the options themselves are wrong (bad `columnMap`, unknown campaign, missing sheet). `previouslyuploaded=false` re-reads the file even when an earlier upload has the same name. A real run (`dryrun=false`) is queued as an `import-run` job and answered 202 with the dry run's counts and the `job` (designed, issue 23; decision 0037).
         */
        post: operations["processImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/imports/all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List earlier imports.
         * @description Served from the API base (not the assets base) despite its `assets/` prefix. Answers a plain array, newest first.
         */
        get: operations["listImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extsvc/{provider}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start pulling a campaign's submissions from an external service.
         * @description Starts a run of the provider's integration for the campaign (for example importing donations from a GoFundMe fundraiser). Runs in the background as a job; its results show in the fundraising-platform batch page. The answer's `id` is the batch (designed, decision 0038). The option `batch` (a batch id) re-runs that batch of the campaign instead of starting a new one (409 while it is running).
         */
        post: operations["runExternalService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intsvc/batchcompletetask/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a fundraising-platform batch task as complete. */
        post: operations["completeBatchTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intsvc/batches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fundraising-platform batches.
         * @description Designed (issue 23, decision 0038): the batches of the fundraising-platform integrations, newest first, with their counts; `Campaign` narrows the list. Never cached: a running batch changes.
         */
        get: operations["listIntegrationBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intsvc/batches/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fundraising-platform batch with its rows and their problems.
         * @description Designed (issue 23, decision 0038): the batch and what each row the provider sent became (created, existing, failed with the fields and reasons).
         */
        get: operations["getIntegrationBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/settings/portal.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the portal settings.
         * @description Reads the portal settings file from the assets base. Open: no token is needed. The console caches it and sends `If-Modified-Since`. A setting whose value has the wrong type is ignored by the console, which uses the default and logs a warning; when the file is absent the console runs on the defaults.
         */
        get: operations["getPortalSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/campaigns/{id}/settings/general.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's general settings file.
         * @description Reads `settings/general.json` of the campaign. Cacheable with `If-Modified-Since`. 404 when the campaign has no such file.
         */
        get: operations["getCampaignGeneralSettingsAsset"];
        /**
         * Replace a campaign's general settings file.
         * @description Writes `settings/general.json` whole with the uploaded JSON file (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignGeneralSettingsAsset"];
        /**
         * Upload a campaign's general settings file.
         * @description Creates or replaces `settings/general.json` with the uploaded JSON file (at most 1 MiB). Answers 201 when the file is new and 200 when it replaced one. The console clears its cached copy of the path.
         */
        post: operations["uploadCampaignGeneralSettingsAsset"];
        /** Delete a campaign's general settings file. */
        delete: operations["deleteCampaignGeneralSettingsAsset"];
        options?: never;
        head?: never;
        /**
         * Merge changes into a campaign's general settings file.
         * @description Merges a JSON Merge Patch (RFC 7396) into the stored `settings/general.json` (the upload's `patch` override). 404 when there is no stored file to merge into.
         */
        patch: operations["patchCampaignGeneralSettingsAsset"];
        trace?: never;
    };
    "/assets/campaigns/{id}/settings/territory.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's territory.
         * @description Reads `settings/territory.json` of the campaign: a GeoJSON FeatureCollection, Polygon or MultiPolygon. Cacheable with `If-Modified-Since`. 404 when the campaign has no territory.
         */
        get: operations["getCampaignTerritoryAsset"];
        /**
         * Replace a campaign's territory.
         * @description Writes `settings/territory.json` whole with the uploaded GeoJSON file (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignTerritoryAsset"];
        /**
         * Upload a campaign's territory.
         * @description Creates or replaces `settings/territory.json` with the uploaded GeoJSON file (at most 1 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadCampaignTerritoryAsset"];
        /** Delete a campaign's territory. */
        delete: operations["deleteCampaignTerritoryAsset"];
        options?: never;
        head?: never;
        /**
         * Merge changes into a campaign's territory.
         * @description Merges a JSON Merge Patch (RFC 7396) into the stored `settings/territory.json`; the result must still be a FeatureCollection, Polygon or MultiPolygon. 404 when there is no stored file.
         */
        patch: operations["patchCampaignTerritoryAsset"];
        trace?: never;
    };
    "/assets/campaigns/{id}/campaign.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's image.
         * @description Reads `campaign.png`, the campaign's avatar. Cacheable with `If-Modified-Since`. On 404 the console shows the layers icon instead.
         */
        get: operations["getCampaignImageAsset"];
        /**
         * Replace a campaign's image.
         * @description Writes `campaign.png` whole with the uploaded PNG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignImageAsset"];
        /**
         * Upload a campaign's image.
         * @description Creates or replaces `campaign.png` with the uploaded PNG (at most 10 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadCampaignImageAsset"];
        /** Delete a campaign's image. */
        delete: operations["deleteCampaignImageAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/campaigns/{id}/collaterals/splash.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's splash collateral.
         * @description Reads `collaterals/splash.png` of the campaign. Cacheable with `If-Modified-Since`.
         */
        get: operations["getCampaignSplashAsset"];
        /**
         * Replace a campaign's splash collateral.
         * @description Writes `collaterals/splash.png` whole with the uploaded PNG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignSplashAsset"];
        /**
         * Upload a campaign's splash collateral.
         * @description Creates or replaces `collaterals/splash.png` with the uploaded PNG (at most 10 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadCampaignSplashAsset"];
        /** Delete a campaign's splash collateral. */
        delete: operations["deleteCampaignSplashAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/campaigns/{id}/collaterals/contact.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's contact collateral.
         * @description Reads `collaterals/contact.png` of the campaign. Cacheable with `If-Modified-Since`.
         */
        get: operations["getCampaignContactAsset"];
        /**
         * Replace a campaign's contact collateral.
         * @description Writes `collaterals/contact.png` whole with the uploaded PNG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignContactAsset"];
        /**
         * Upload a campaign's contact collateral.
         * @description Creates or replaces `collaterals/contact.png` with the uploaded PNG (at most 10 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadCampaignContactAsset"];
        /** Delete a campaign's contact collateral. */
        delete: operations["deleteCampaignContactAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/campaigns/{id}/form.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a campaign's form.
         * @description Reads `form.json`, the campaign's submission form fields. Cacheable with `If-Modified-Since`. 404 when the campaign has no form file.
         */
        get: operations["getCampaignFormAsset"];
        /**
         * Replace a campaign's form.
         * @description Writes `form.json` whole with the uploaded JSON file (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceCampaignFormAsset"];
        /**
         * Upload a campaign's form.
         * @description Creates or replaces `form.json` with the uploaded JSON file (at most 1 MiB); it must be a `CampaignForm`. Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadCampaignFormAsset"];
        /** Delete a campaign's form. */
        delete: operations["deleteCampaignFormAsset"];
        options?: never;
        head?: never;
        /**
         * Merge changes into a campaign's form.
         * @description Merges a JSON Merge Patch (RFC 7396) into the stored `form.json`. A merge patch replaces arrays whole, so changing one field means sending the whole `fields` list. 404 when there is no stored file.
         */
        patch: operations["patchCampaignFormAsset"];
        trace?: never;
    };
    "/assets/teams/{id}/team.svg": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a team's SVG image.
         * @description Reads `team.svg`; the console reads it as text (an SVG string), not as a blob. Cacheable with `If-Modified-Since`.
         */
        get: operations["getTeamSvgImageAsset"];
        /**
         * Replace a team's SVG image.
         * @description Writes `team.svg` whole with the uploaded SVG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceTeamSvgImageAsset"];
        /**
         * Upload a team's SVG image.
         * @description Creates or replaces `team.svg` with the uploaded SVG (at most 1 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadTeamSvgImageAsset"];
        /** Delete a team's SVG image. */
        delete: operations["deleteTeamSvgImageAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/teams/{id}/team.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a team's PNG image.
         * @description Reads `team.png`. Cacheable with `If-Modified-Since`.
         */
        get: operations["getTeamImageAsset"];
        /**
         * Replace a team's PNG image.
         * @description Writes `team.png` whole with the uploaded PNG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replaceTeamImageAsset"];
        /**
         * Upload a team's PNG image.
         * @description Creates or replaces `team.png` with the uploaded PNG (at most 10 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadTeamImageAsset"];
        /** Delete a team's PNG image. */
        delete: operations["deleteTeamImageAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/players/{id}/player.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a player's avatar.
         * @description Reads `player.png`, the user's avatar. Cacheable with `If-Modified-Since`. On 404 the console marks the avatar invalid and shows the user icon.
         */
        get: operations["getPlayerImageAsset"];
        /**
         * Replace a player's avatar.
         * @description Writes `player.png` whole with the uploaded PNG (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replacePlayerImageAsset"];
        /**
         * Upload a player's avatar.
         * @description Creates or replaces `player.png` with the uploaded PNG (at most 10 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadPlayerImageAsset"];
        /** Delete a player's avatar. */
        delete: operations["deletePlayerImageAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/players/{id}/preference.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a player's stored preferences file.
         * @description Reads `preference.json` raw, as stored (the console's preference calls read and upgrade it). Cacheable with `If-Modified-Since`. 404 when the player has none yet.
         */
        get: operations["getPlayerPreferenceFileAsset"];
        /**
         * Replace a player's preferences file.
         * @description Writes `preference.json` whole with the uploaded JSON file (the upload's `put` override; same body and answers as the upload).
         */
        put: operations["replacePlayerPreferenceFileAsset"];
        /**
         * Upload a player's preferences file.
         * @description Creates or replaces `preference.json` with the uploaded JSON file (at most 1 MiB). Answers 201 when the file is new and 200 when it replaced one.
         */
        post: operations["uploadPlayerPreferenceFileAsset"];
        /** Delete a player's preferences file. */
        delete: operations["deletePlayerPreferenceFileAsset"];
        options?: never;
        head?: never;
        /**
         * Merge changes into a player's preferences file.
         * @description Merges a JSON Merge Patch (RFC 7396) into the stored `preference.json` (for example `{"language": "fr-CA"}`). 404 when there is no stored file.
         */
        patch: operations["patchPlayerPreferenceFileAsset"];
        trace?: never;
    };
    "/assets/accounts/{id}/transcription.txt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a submission's transcription.
         * @description Reads `transcription.txt`, the audio transcription of the submission's recording. Cacheable with `If-Modified-Since`. 404 until a transcription exists.
         */
        get: operations["getAccountTranscriptionAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/accounts/{id}/tracking/emails.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a submission's email tracking events.
         * @description Reads `tracking/emails.json`: the sent, delivered, opened, clicked and bounced events of the emails sent for the submission. Cacheable with `If-Modified-Since`.
         */
        get: operations["getAccountEmailTrackingAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/accounts/{id}/assets.zip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a submission's files as a zip archive.
         * @description Reads `assets.zip`, an archive of the submission's stored files (which may hold recordings). Cacheable with `If-Modified-Since`.
         */
        get: operations["getAccountArchiveAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/accounts/{id}/signature.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a submission's signature.
         * @description Reads `signature.png`, the signature captured with the submission. Read only: the console never writes it. Cacheable with `If-Modified-Since`.
         */
        get: operations["getAccountSignatureAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{kind}/{id}/assets/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of entity whose files are listed. */
                kind: components["schemas"]["AssetKind"];
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List an entity's stored files.
         * @description Lists the files in the entity's `assets/` folder with their size, type and change time. Cacheable with `If-Modified-Since`. An entity with no stored files answers an empty list.
         */
        get: operations["listEntityAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{kind}/{id}/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of entity whose file is read. */
                kind: components["schemas"]["AssetKind"];
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The file's name as the listing gives it (`name`, `pictures/1.png`; its `/` sent as `%2F`): segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit (no `..`, no hidden file, no empty segment). */
                file: string;
            };
            cookie?: never;
        };
        /**
         * Get one stored file of an entity.
         * @description Reads one file of the entity's folder that `listEntityAssets` lists (a picture, a recording). Cacheable with `If-Modified-Since`. The answer's type is the file's stored type when it is one of the types listed here; any other file comes as `application/octet-stream` with `Content-Disposition: attachment`, so a stored page or SVG can never run in the console's origin. A file that has a call of its own (for a submission: `transcription.txt`, `assets.zip`, …) keeps that call's rule too, and a submission's recording (`audio/*`) needs ViewSubRecordings as well. Designed call (decision 0002, lookup-tabs).
         */
        get: operations["getEntityAssetFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/picture/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a team's picture.
         * @description The team avatar, served by the API (not the assets base) as a PNG or an SVG. Cacheable with `If-Modified-Since`. On 404 the console marks the avatar invalid and shows the shield icon.
         */
        get: operations["getTeamPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs.
         * @description Pages through the caller's jobs, newest first (root and admin users: every user's jobs). `Status` and `Kind` narrow the list. Never cached: progress changes every second.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job's status, progress, result or error.
         * @description The job as it is now; poll it (the SDK's `pollJob` backs off) until its status is final. 404 for a job that does not exist or is neither the caller's nor visible to them (root and admin users see every job).
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running job.
         * @description A queued job never starts; a running one is told to stop (its worker, in any server process, sees the cancel within a second) and keeps what it wrote so far only if its kind says so. Answers the job, now `cancelled`. 409 when the job is already final.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a failed or cancelled job again.
         * @description Queues the job again under the same id with its payload; its progress, result and error are cleared and `attempts` keeps counting. Answers the job, now `queued`. 409 unless the job is `failed` or `cancelled`.
         */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List export definitions.
         * @description Pages through the export definitions the operator may see. `q` matches `Description`.
         */
        get: operations["listExports"];
        /**
         * Create an export definition.
         * @description Creates an export (columns, format, delivery). Admin only; a team or client with the `nocreateexports` restriction cannot. An SFTP delivery's password is stored encrypted and never returned. 409 when another export has the same `Description`.
         */
        put: operations["createExport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get an export definition. */
        get: operations["getExport"];
        put?: never;
        /**
         * Update an export definition.
         * @description Changes the given fields. Admin only; denied by the `nocreateexports` restriction. Omitting the SFTP password keeps the stored one. Existing instances keep their filters.
         */
        post: operations["updateExport"];
        /**
         * Delete an export definition.
         * @description Deletes the export together with its instances and their schedules. Admin only; denied by the `nocreateexports` restriction. Answers 409 while one of its runs is queued or running.
         */
        delete: operations["deleteExport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/option/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List export instances.
         * @description Designed (exports-console): pages through the export instances, each with its `LastRun`; `ExportID` narrows them to one export's, `q` matches `Description`. The export editor lists an export's instances with it, and `/exports` shows each export's last and next run.
         */
        get: operations["listExportOptions"];
        /**
         * Create an export instance.
         * @description Saves an instance of an export: its filters and an optional schedule. Admin only; denied by the `nocreateexports` restriction. 422 when `ExportID` names no export; 409 when the export already has an instance with the same `Description`.
         */
        put: operations["createExportOption"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/option/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an export instance.
         * @description This is the spec's "fetch export instance by id" call. The console's `/export-inst/{id}` route reads the response's `ExportID` to redirect to `/export/{ExportID}/instance/{id}`, and shows its 404 page on 404.
         */
        get: operations["getExportOption"];
        put?: never;
        /**
         * Update an export instance.
         * @description Changes the instance's description, filters or schedule (`Schedule: null` removes it). Admin only; denied by the `nocreateexports` restriction.
         */
        post: operations["updateExportOption"];
        /**
         * Delete an export instance.
         * @description Deletes the instance, its schedule and its run history. Admin only; denied by the `nocreateexports` restriction. Answers 409 while one of its runs is queued or running.
         */
        delete: operations["deleteExportOption"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/option/{id}/run/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List the latest runs of an export instance.
         * @description The instance's latest runs (at most 50), newest first. Poll it after a 202 from `runExportOption` until the run is `done` or `failed`.
         */
        get: operations["listExportOptionRuns"];
        put?: never;
        /**
         * Run an export instance now.
         * @description Runs the instance with its saved filters and delivers the file as the export's `Delivery` says. Admin or manager; denied by the `norunexports` restriction. Answers 200 with the finished run (its `url` goes to `POST /export/download/`) when the run ends in time, or 202 with the queued run to poll through `GET /export/option/{id}/run/`. 409 when a run of the instance is already queued or running.
         */
        post: operations["runExportOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/option/anonymous/run/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an unsaved export definition.
         * @description Runs an export definition with filters without saving either (the "preview" and one-off download of the export editor). `anonymous` is a reserved word, never an instance id. The run is synchronous and always delivered as a download: 200 with the finished run, whose `url` goes to `POST /export/download/`. Admin or manager; denied by the `norunexports` restriction.
         */
        post: operations["runAnonymousExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the file of an export run.
         * @description Exchanges a finished run's `url` for its file. With `as: file` (the default) the response is the file itself, typed by the export's format (csv `text/csv`, text `text/plain`, json `application/json`, pdf `application/pdf`, html `text/html`, geojson `application/geo+json`; audio, video and png runs are one `application/zip` of the submissions' files with a `manifest.csv`, decision 0057), with a `Content-Disposition: attachment` file name. With `as: link` the response is a JSON object holding a signed URL that works without the token for 15 minutes. A `json` file is an array and a link is an object, so the two `application/json` shapes never overlap. Admin or manager; denied by the `norunexports` restriction. 404 when the run's file has expired or never existed.
         */
        post: operations["downloadExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/testsftp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test SFTP delivery settings.
         * @description Connects to the SFTP server with the given settings, signs in and checks that `path` is writable, then disconnects. Nothing is stored; the password or private key is used for the test only. With `hostKey`, a server presenting another host key fails the test before signing in; the answer's `hostKey` is the fingerprint the server presented, to pin (decision 0057). A failed connection is still a 200 with `ok: false` and the reason. Neither a password nor a key, or a key that cannot be read, is a 422 naming the field. Admin only; denied by the `nocreateexports` restriction.
         */
        post: operations["testExportSftp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customreports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom reports.
         * @description Pages through the saved custom reports. `q` matches `Description`.
         */
        get: operations["listCustomReports"];
        /**
         * Create a custom report.
         * @description Saves a report definition. Admin only (managers have get only on custom reports). 409 when another report has the same `Description`.
         */
        put: operations["createCustomReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customreports/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a custom report. */
        get: operations["getCustomReport"];
        put?: never;
        /**
         * Update a custom report.
         * @description Changes the given fields. Admin only.
         */
        post: operations["updateCustomReport"];
        /**
         * Delete a custom report.
         * @description Deletes the report definition. Admin only.
         */
        delete: operations["deleteCustomReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customreports/{id}/run/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a custom report.
         * @description Computes the report over the submissions matching its saved conditions and the given filters, and answers the table. Nothing is stored. Admin or manager; denied by the `norunexports` restriction (which covers report runs too).
         */
        post: operations["runCustomReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customreports/anonymous/run/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an unsaved custom report.
         * @description Designed (issue 21, decision 0058): computes a report definition that is not saved (the builder's "Run", which never saves), with the same checks, scope and answer as `POST /customreports/{id}/run/`: the definition's `Query` (its `submissions` filter included) and the run's `Filters` both apply, within the runner's scope; nothing is stored. `anonymous` is a reserved word, never a report id. Admin or manager; denied by the `norunexports` restriction. A definition naming a field the runner may not read is a 422 naming it.
         */
        post: operations["runAnonymousCustomReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/templates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail templates.
         * @description Pages through the e-mail templates. `q` matches `name`. Needs the `emailManagement` and `emailManagementTemplates` features; denied by the `nomanageemails` restriction.
         */
        get: operations["listEmailTemplates"];
        put?: never;
        /**
         * Create an e-mail template.
         * @description Creates a template without versions (`activeVersion` null); add content with `createEmailTemplateVersion`. 409 when the name is taken.
         */
        post: operations["createEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/templates/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an e-mail template.
         * @description The template with the summary of each version.
         */
        get: operations["getEmailTemplate"];
        put?: never;
        /**
         * Clone an e-mail template.
         * @description Copies the template and all its versions under a new name; the copy keeps the same version numbers and active version. This POST clones; it does not update (rename with `PATCH`). 409 when the name is taken.
         */
        post: operations["cloneEmailTemplate"];
        /**
         * Delete an e-mail template.
         * @description Deletes the template and all its versions; messages already sent keep their record. 409 while a campaign task still sends it.
         */
        delete: operations["deleteEmailTemplate"];
        options?: never;
        head?: never;
        /**
         * Rename an e-mail template.
         * @description Changes the template's name only. 409 when the name is taken.
         */
        patch: operations["renameEmailTemplate"];
        trace?: never;
    };
    "/emails/templates/{id}/versions/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a version of an e-mail template.
         * @description Adds a version with the next number. It is not active until activated; a template's first version is the exception and becomes active at once.
         */
        post: operations["createEmailTemplateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/templates/{id}/versions/{v}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The version number within the template. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        /**
         * Get a version of an e-mail template.
         * @description The version with its full content (subject, HTML, text and editor blocks).
         */
        get: operations["getEmailTemplateVersion"];
        put?: never;
        post?: never;
        /**
         * Delete a version of an e-mail template.
         * @description Deletes an inactive version; its number is not reused. 409 for the active version (activate another one first).
         */
        delete: operations["deleteEmailTemplateVersion"];
        options?: never;
        head?: never;
        /**
         * Edit a version of an e-mail template.
         * @description Changes the given fields of the version. Editing the active version changes what is sent from then on.
         */
        patch: operations["updateEmailTemplateVersion"];
        trace?: never;
    };
    "/emails/templates/{id}/versions/{v}/activate/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to activate. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a version of an e-mail template.
         * @description Makes the version the template's only active one (the previously active version becomes inactive) and answers the template. Activating the active version changes nothing.
         */
        post: operations["activateEmailTemplateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/templates/{id}/versions/{v}/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to render. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a version of an e-mail template.
         * @description Designed call (decision 0039). Renders the version — or the editor's unsaved fields given in the body in place of the stored ones — with a submission's fields, or sample values: merge tags through a sandboxed template language (escaped by default), blocks inserted, responsive HTML with the CSS inlined and a plain-text part. Unknown variables and blocks are reported in `problems`, not refused. Writes nothing.
         */
        post: operations["previewEmailTemplateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/templates/{id}/versions/{v}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to send. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test of a version of an e-mail template.
         * @description Designed call (decision 0039). Renders the stored version as `previewEmailTemplateVersion` does and sends it to `to` with "[Test]" before the subject. 422 when the version has a syntax error.
         */
        post: operations["sendEmailTemplateTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/blocks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reusable e-mail blocks.
         * @description Pages through the reusable blocks (header, footer, signature, legal text) with the template versions that insert each. `q` matches `name`; `locale` keeps one locale's blocks. Needs the `emailManagement` feature; denied by the `nomanageemails` restriction.
         */
        get: operations["listEmailBlocks"];
        put?: never;
        /**
         * Create a reusable e-mail block.
         * @description Designed call (decision 0039; the spec lists only list and delete). 409 when the name is taken in the locale.
         */
        post: operations["createEmailBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/blocks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a reusable e-mail block.
         * @description Deletes the block. 409 while a template version inserts it; the problem lists where.
         */
        delete: operations["deleteEmailBlock"];
        options?: never;
        head?: never;
        /**
         * Edit a reusable e-mail block.
         * @description Designed call (decision 0039). Changes the given fields; every version that inserts the block sends the new content from then on. 409 when the new name is taken in the locale, or when renaming a block that versions still insert.
         */
        patch: operations["updateEmailBlock"];
        trace?: never;
    };
    "/emails/bounces/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail bounces.
         * @description Pages through the bounces received between `After` and `Before`, newest first (page size up to 1000). Needs the `emailManagement` feature; denied by the `nomanageemails` restriction.
         */
        get: operations["listEmailBounces"];
        put?: never;
        /**
         * Report a bounce (signed webhook).
         * @description Designed (issue 24): the relay or mail provider reports a bounce. No token: the call is signed with the shared secret `CANVASS_BOUNCE_SECRET` in the `Canvass-Signature` header, `t=<unix seconds>,v1=<hex HMAC-SHA256>` over the JSON text of `[t, email, type, messageId or null, reason or null]`; a signature older than 5 minutes or wrong is a 401. A `hard` bounce blocks the address (later messages to it are `blocked`, not sent) and marks the message `bounced`. Answers the recorded bounce.
         */
        post: operations["receiveEmailBounce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sent e-mail messages.
         * @description The communications list (`/messages`): messages sent between `After` and `Before`, newest first, with their latest delivery status (page size up to 1000). The spec shows no call for this screen; this operation is designed here. Needs the `messageTracking` feature.
         */
        get: operations["listEmailMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/messages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one sent message with its parts.
         * @description Designed (issue 24): the message as sent (HTML and text parts), for `/messages` to show. Needs the `messageTracking` feature.
         */
        get: operations["getEmailMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/messages/{id}/open/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Load an open-tracked message's tracking pixel.
         * @description Designed (issue 24): the 1×1 GIF that an open-tracked message's HTML part loads. No token: the query's `t`, a random per-message token, is the capability. The first load with the right token marks the message `opened` (from queued, sent or delivered) and keeps only that time — no address, no user agent, no count. Every well-formed request gets the same image, whether the message exists, is tracked or the token is right, so the call tells nothing about messages; the answer is never cached (`Cache-Control: no-store`). Open tracking is off unless the server is configured with its public address (decision 0061).
         */
        get: operations["trackEmailOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/domains/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sender domains.
         * @description Pages through the sender domains with their validation state. Admin only; needs the `emailManagement` feature; denied by the `nomanageemails` restriction.
         */
        get: operations["listEmailDomains"];
        put?: never;
        /**
         * Add a sender domain.
         * @description Adds a sender domain in `pending` state, with the DNS records to publish before validating it. Admin only. 409 when the domain is already added.
         */
        post: operations["createEmailDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/domains/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a sender domain.
         * @description The domain with its DNS records, as the console's `/domains/{id}` screen shows it. The spec lists no such call; it is designed here. Admin only.
         */
        get: operations["getEmailDomain"];
        put?: never;
        post?: never;
        /**
         * Remove a sender domain.
         * @description Removes the domain; messages can no longer be sent from it. Admin only.
         */
        delete: operations["deleteEmailDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/domains/{id}/validate/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a sender domain.
         * @description Looks up the domain's DNS records now and answers the domain: `valid` when every record is found with its value, otherwise `invalid`, each record's `valid` saying which. An invalid result is still a 200. Admin only.
         */
        post: operations["validateEmailDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sourcecodes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List source codes.
         * @description Pages through the source codes, optionally of one campaign. `q` matches `name` and `code`. Admin only; hidden when the `hide_source_codes` feature setting is on.
         */
        get: operations["listSourceCodes"];
        /**
         * Create a source code.
         * @description Adds a source code to a campaign. Admin only. 409 when the code is taken in that campaign.
         */
        put: operations["createSourceCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sourcecodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a source code.
         * @description Changes the given fields. The path has no trailing slash, as the spec lists it. Admin only. 409 when the new code is taken in the campaign.
         */
        post: operations["updateSourceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashpages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dashboard pages.
         * @description The dashboard pages, by type then `order`. Admins get every page (to manage them); other roles get only the pages whose `roles` include theirs (or are empty), to draw their dashboard.
         */
        get: operations["listDashPages"];
        /**
         * Create a dashboard page.
         * @description Adds a page to a dashboard type; without `order` it goes last. Admin only. 409 when the title is taken within the type.
         */
        put: operations["createDashPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashpages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a dashboard page.
         * @description Changes the given fields; a new `order` moves the page and shifts the others of its type. Admin only.
         */
        post: operations["updateDashPage"];
        /**
         * Delete a dashboard page.
         * @description Deletes the page; the others of its type close the gap in `order`. Admin only.
         */
        delete: operations["deleteDashPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{type}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every panel's series of one dashboard for a date range.
         * @description Designed for issue #20 (the contract lists no dashboard call). Takes the filters of `GET /query/accounts/` that the dashboard shows: `After` and `Before` (required; the console resolves a date preset to the start and end of days in `timezone`), `DateField` (Received or Processed), `Campaign` and `Team`. Answers the KPIs of the range with the same KPIs of the previous period (the range of equal length ending just before `After`, the SDK's `previousPeriod`), the sign-ups per `Interval` bucket (read in `timezone`), the breakdowns by campaign, team and fundraiser (the `Top` largest each), by frequency and by payment status with the failure reasons, the fundraiser leaderboard and the attrition cohort (sign-up month × months since, share not cancelled). Every number is aggregated in SQL within the caller's scope, as on the submissions list: a client sees only its campaigns, a manager its teams' subtree, a rep its own submissions. Cancels are counted by their `Created` date and check-ins by theirs. The types are the built-in `subs` and the `type` of every dashboard page (`listDashPages`) the caller sees; each answers the same panels, and a page draws the ones it lists. Any other type is a 404. `Before` earlier than `After`, or a range longer than 400 days, is a 422 naming the parameter.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Credentials for `POST /users/auth/`.
         * @example {
         *       "username": "jdoe",
         *       "password": "correct horse battery staple"
         *     }
         */
        SignInRequest: {
            /**
             * @description The username (sign-in does not check the password policy, only the pair).
             * @example jdoe
             */
            username: string;
            /**
             * Format: password
             * @description The password.
             */
            password: string;
        };
        /**
         * @description The profile token: a JWT, three base64url parts joined by dots. The console treats a token that does not split into three parts or whose payload does not decode as invalid, and one whose `exp` has passed as expired. The payload is described by `SessionTokenPayload`. Every later call sends it in the HTTP Basic authorization header (see the `profileToken` security scheme).
         * @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU0MjM0MDAsInRlYW0iOiJ0MWEyYjMiLCJwbGF5ZXIiOiJwOWY4ZTciLCJyb2xlIjoibWFuYWdlciJ9.c2lnbmF0dXJl
         */
        SessionToken: string;
        /**
         * @description An entity id. Ids are strings in one global space (see `HEAD /ids/{id}/`). Submission ids are 6 to 8 lowercase hexadecimal characters; the server generates 6-character ids for the other entities and re-rolls until unused.
         * @example a1b2c3
         */
        Id: string;
        /**
         * @description A role in the hierarchy, highest first: root, admin, manager, client, callcenter, rep. An operator may only assign roles strictly below their own rank; any other value is rejected with 422 (`is not a valid role`).
         * @example manager
         * @enum {string}
         */
        Role: "root" | "admin" | "manager" | "client" | "callcenter" | "rep";
        /**
         * @description The decoded middle part of `SessionToken`, echoed as `claims` in the sign-in result for convenience; the console still decodes the stored token to check it. The console reads `team` and `role` at startup and sends the user to /login when they differ from the fetched user's team or the fetched team's role.
         * @example {
         *       "exp": 1795423400,
         *       "team": "t1a2b3",
         *       "player": "p9f8e7",
         *       "role": "manager"
         *     }
         */
        SessionTokenPayload: {
            /**
             * @description Expiry as seconds since the Unix epoch.
             * @example 1795423400
             */
            exp: number;
            team: components["schemas"]["Id"];
            player: components["schemas"]["Id"];
            role: components["schemas"]["Role"];
        };
        /**
         * Format: date-time
         * @description An RFC 3339 date-time in UTC.
         * @example 2026-11-21T09:30:00.000Z
         */
        Timestamp: string;
        /**
         * @description A completed sign-in: the profile token and the basics of the signed-in profile. The console then loads the user (`GET /players/{id}/`), the team (`GET /teams/{id}/`) and the client settings.
         * @example {
         *       "status": "signedIn",
         *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU0MjM0MDAsInRlYW0iOiJ0MWEyYjMiLCJwbGF5ZXIiOiJwOWY4ZTciLCJyb2xlIjoibWFuYWdlciJ9.c2lnbmF0dXJl",
         *       "claims": {
         *         "exp": 1795423400,
         *         "team": "t1a2b3",
         *         "player": "p9f8e7",
         *         "role": "manager"
         *       },
         *       "expiresAt": "2026-11-22T09:30:00.000Z",
         *       "player": "p9f8e7",
         *       "team": "t1a2b3",
         *       "role": "manager",
         *       "username": "jdoe",
         *       "firstname": "Jane",
         *       "lastname": "Doe"
         *     }
         */
        SignedInResult: {
            /**
             * @description Discriminator; always `signedIn`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "signedIn";
            token: components["schemas"]["SessionToken"];
            claims: components["schemas"]["SessionTokenPayload"];
            expiresAt: components["schemas"]["Timestamp"];
            player: components["schemas"]["Id"];
            team: components["schemas"]["Id"];
            role: components["schemas"]["Role"];
            /** @description The signed-in user's username. */
            username?: string;
            /** @description The signed-in user's first name. */
            firstname?: string;
            /** @description The signed-in user's last name. */
            lastname?: string;
            /** @description The API tag to put into the host name for later calls, when the account lives on a tagged host. */
            tag?: string;
        };
        /**
         * @description The password was right but the account needs a second step: send the code the user received with `challenge` to `POST /users/2fa/` before `expiresAt`.
         * @example {
         *       "status": "secondStepRequired",
         *       "secondStep": "code",
         *       "challenge": "c2Vjb25kLXN0ZXAtY2hhbGxlbmdl",
         *       "expiresAt": "2026-11-21T09:40:00.000Z"
         *     }
         */
        SecondStepRequiredResult: {
            /**
             * @description Discriminator; always `secondStepRequired`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "secondStepRequired";
            /**
             * @description The kind of second step; today only a one-time `code`.
             * @enum {string}
             */
            secondStep: "code";
            /**
             * @description An opaque value that ties the second step to this sign-in; send it back unchanged.
             * @example c2Vjb25kLXN0ZXAtY2hhbGxlbmdl
             */
            challenge: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        /** @description The outcome of a correct username and password, told apart by `status`. */
        SignInResult: components["schemas"]["SignedInResult"] | components["schemas"]["SecondStepRequiredResult"];
        /** @description One invalid field of a request. */
        ProblemFieldError: {
            /**
             * @description Where the bad value is: a body property as a JSON pointer (`/username`), or a parameter as `query.Page`, `path.id`, `header.If-Modified-Since`.
             * @example /username
             */
            field: string;
            /**
             * @description What is wrong with it, in plain words.
             * @example is required
             */
            message: string;
            /**
             * @description A stable machine-readable reason (the JSON Schema keyword that failed, or a domain code).
             * @example required
             */
            code?: string;
        };
        /** @description An RFC 9457 problem details object. */
        Problem: {
            /**
             * Format: uri-reference
             * @description A URI reference that identifies the problem type.
             * @example https://canvass.dev/problems/validation
             */
            type: string;
            /**
             * @description A short, human-readable summary of the problem type.
             * @example Your request has invalid fields
             */
            title: string;
            /**
             * @description The HTTP status code.
             * @example 422
             */
            status: number;
            /** @description A human-readable explanation of this occurrence. */
            detail?: string;
            /**
             * Format: uri-reference
             * @description The request path that produced the problem.
             */
            instance?: string;
            /** @description Field-level errors, one per invalid field. */
            errors?: components["schemas"]["ProblemFieldError"][];
        };
        /**
         * @description The second step of a sign-in.
         * @example {
         *       "code": "123456",
         *       "challenge": "c2Vjb25kLXN0ZXAtY2hhbGxlbmdl"
         *     }
         */
        TwoFactorRequest: {
            /**
             * @description The 6 to 8 digit code the user received.
             * @example 123456
             */
            code: string;
            /**
             * @description The `challenge` from the `secondStepRequired` sign-in result.
             * @example c2Vjb25kLXN0ZXAtY2hhbGxlbmdl
             */
            challenge: string;
        };
        /**
         * @description Asks for a password-reset message for a username.
         * @example {
         *       "username": "jdoe"
         *     }
         */
        PasswordResetRequest: {
            /**
             * @description The username to reset.
             * @example jdoe
             */
            username: string;
        };
        /**
         * @description Designed (issue
         * @example {
         *       "token": "Zm9vYmFyYmF6cXV4cXV1eA",
         *       "password": "a much longer new secret"
         *     }
         */
        PasswordResetCompletion: {
            /**
             * @description The single-use token from the reset message.
             * @example Zm9vYmFyYmF6cXV4cXV1eA
             */
            token: string;
            /**
             * Format: password
             * @description The new password, 8 to 128 characters.
             */
            password: string;
        };
        /**
         * @description The signed-in user's own password change. Field names keep the spec's casing.
         * @example {
         *       "CurrentPassword": "old secret",
         *       "NewPassword": "a much longer new secret"
         *     }
         */
        ChangePasswordRequest: {
            /**
             * Format: password
             * @description The password in use now; a wrong one is a 422 naming `/CurrentPassword`.
             */
            CurrentPassword: string;
            /**
             * Format: password
             * @description The new password, 8 to 128 characters; it must differ from the current one.
             */
            NewPassword: string;
        };
        /**
         * @description The username and/or e-mail address to look up; at least one.
         * @example {
         *       "username": "jdoe",
         *       "email": "jane.doe@example.org"
         *     }
         */
        UserExistsRequest: {
            /**
             * @description A username to look up (compared case-insensitively).
             * @example jdoe
             */
            username?: string;
            /**
             * Format: email
             * @description An e-mail address to look up (compared case-insensitively); `format: email` needs a domain of at least two labels (`v@io` is refused).
             * @example jane.doe@example.org
             */
            email?: string;
        };
        /**
         * @description Whether each value is already used by a user. Both flags are always present; a value that was not asked about answers `false`.
         * @example {
         *       "username": true,
         *       "email": false
         *     }
         */
        UserExistsResult: {
            /** @description A user with this username exists. */
            username: boolean;
            /** @description A user with this e-mail address exists. */
            email: boolean;
        };
        /**
         * @description A restriction flag. Flags are set on a team or a client, each applies to certain roles and has a default; a team's `permissions` list removes flags that would otherwise apply. The spec names these flags as examples; the server rejects any other value with 422.
         * @example norunexports
         * @enum {string}
         */
        RestrictionFlag: "nocreatecampaigns" | "noupdatecampaigns" | "nocreateexports" | "norunexports" | "nosubpay" | "nosubreceipt" | "nosublocation" | "nosubdetails" | "nosubassets" | "nosubaudiotranscription" | "noviewcancels" | "noviewcheckins" | "nomanageclients" | "nomanageemails" | "noupdatesubmissions" | "noupdateplayers" | "nocreateteams" | "nocreateplayers";
        /** @description A set of restriction flags (no duplicates). */
        RestrictionFlagList: components["schemas"]["RestrictionFlag"][];
        /**
         * @description The inputs of one user's permissions (designed for issue 20).
         * @example {
         *       "id": "p1a2b3",
         *       "username": "manager1",
         *       "role": "manager",
         *       "active": true,
         *       "isRootTeam": false,
         *       "teamRestrictions": [
         *         "nosubpay"
         *       ],
         *       "clientRestrictions": [],
         *       "teamPermissions": []
         *     }
         */
        PlayerAccess: {
            id: components["schemas"]["Id"];
            username: string;
            role: components["schemas"]["Role"];
            /** @description Whether the user may sign in at all. */
            active: boolean;
            /** @description The user's team is the root team (it has no parent). */
            isRootTeam: boolean;
            teamRestrictions: components["schemas"]["RestrictionFlagList"];
            clientRestrictions: components["schemas"]["RestrictionFlagList"];
            teamPermissions: components["schemas"]["RestrictionFlagList"];
        };
        /**
         * @description One of the 8 supported locales. The console normalises any other code before sending it: a hyphenated code becomes lower-case language plus upper-case region; a bare `en` maps to `en-CA`, `fr` to `fr-CA`, `es` to `es-ES`; anything else unknown maps to `en-CA`.
         * @default en-CA
         * @example en-CA
         * @enum {string}
         */
        SupportedLocale: "en-CA" | "en-GB" | "en-IN" | "en-SG" | "en-US" | "es-ES" | "es-PE" | "fr-CA";
        /** @description The languages the console offers. */
        ClientSettingsLanguages: {
            default: components["schemas"]["SupportedLocale"];
            /** @description The locales the language-choice popup lists and a preference may hold. */
            allowed: components["schemas"]["SupportedLocale"][];
        };
        /** @description Feature switches that hide or enable areas of the console. Unknown keys are further boolean switches; a value of another type is ignored by the console (it logs a warning and uses the default). */
        ClientSettingsFeatures: {
            /** @description Show communications (message tracking). */
            messageTracking?: boolean;
            /** @description Show client management. */
            clientManagement?: boolean;
            /** @description Show e-mail management (blocks, domains). */
            emailManagement?: boolean;
            /** @description Show e-mail templates. */
            emailManagementTemplates?: boolean;
            /** @description Allow requesting transcriptions (admin only). */
            transcription?: boolean;
            /** @description Hide batch submission edit. */
            hide_batch_edit?: boolean;
            /** @description Hide source codes. */
            hide_source_codes?: boolean;
            /** @description Hide optional field options. */
            hide_field_opts?: boolean;
            /** @description Hide overrides (exclusions). */
            hide_overrides?: boolean;
            /** @description Hide dashboard pages. */
            hide_dash_pages?: boolean;
        } & {
            [key: string]: boolean;
        };
        /**
         * @description The client settings the console loads at startup and before sign-in. Further top-level keys may appear; the console ignores the ones it does not know.
         * @example {
         *       "modified": "2026-11-21T09:30:00.000Z",
         *       "opts": {
         *         "languages": {
         *           "default": "en-CA",
         *           "allowed": [
         *             "en-CA",
         *             "fr-CA",
         *             "en-US"
         *           ]
         *         }
         *       },
         *       "features": {
         *         "messageTracking": true,
         *         "clientManagement": true,
         *         "emailManagement": false,
         *         "emailManagementTemplates": false,
         *         "transcription": true,
         *         "hide_batch_edit": false,
         *         "hide_source_codes": false,
         *         "hide_field_opts": false,
         *         "hide_overrides": false,
         *         "hide_dash_pages": true
         *       },
         *       "user": {
         *         "hide_location": false,
         *         "metadata": true
         *       },
         *       "team": {
         *         "metadata": true
         *       }
         *     }
         */
        ClientSettings: {
            modified: components["schemas"]["Timestamp"];
            /** @description Options. */
            opts: {
                languages: components["schemas"]["ClientSettingsLanguages"];
            };
            features: components["schemas"]["ClientSettingsFeatures"];
            /** @description Switches for user screens. */
            user?: {
                /** @description Hide users' locations (active users, activity). */
                hide_location?: boolean;
                /** @description Show the user metadata editor. */
                metadata?: boolean;
            };
            /** @description Switches for team screens. */
            team?: {
                /** @description Show the team metadata editor. */
                metadata?: boolean;
            };
        };
        /** @description One entry of the side menu order, with the order of its children. */
        MenuSortingEntry: {
            /**
             * @description The menu entry (a group key or a route such as `/subs`).
             * @example submissions
             */
            id: string;
            /** @description The child entries in order, by id. */
            children?: string[];
        };
        /**
         * @description One user's preferences. `language` and `menu.sorting` are known; any other key is free and kept as sent. Older stores kept the language inside an older group; the server answers with it upgraded to the top-level `language`.
         * @example {
         *       "language": "fr-CA",
         *       "menu": {
         *         "sorting": [
         *           {
         *             "id": "submissions",
         *             "children": [
         *               "/subs",
         *               "/lookup",
         *               "/messages"
         *             ]
         *           },
         *           {
         *             "id": "campaigns"
         *           }
         *         ]
         *       },
         *       "dashboardRange": "last7days"
         *     }
         */
        PlayerPreferences: {
            language?: components["schemas"]["SupportedLocale"];
            /** @description Side menu preferences. */
            menu?: {
                /** @description The saved order of the side menu (the spec's `menu.sorting` key); entries missing from it keep their default place. */
                sorting?: components["schemas"]["MenuSortingEntry"][];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Designed (issue
         * @example {
         *       "enabled": true
         *     }
         */
        TwoFactorSetting: {
            /** @description True to turn two-factor sign-in on (a new secret each time), false to turn it off. */
            enabled: boolean;
        };
        /**
         * @description Designed (issue
         * @example {
         *       "enabled": true,
         *       "secret": "JBSWY3DPEHPK3PXP",
         *       "otpauthUrl": "otpauth://totp/Canvass:jdoe?secret=JBSWY3DPEHPK3PXP&issuer=Canvass",
         *       "recoveryCodes": [
         *         "12345678",
         *         "23456789",
         *         "34567890",
         *         "45678901",
         *         "56789012",
         *         "67890123",
         *         "78901234",
         *         "89012345",
         *         "90123456",
         *         "01234567"
         *       ]
         *     }
         */
        TwoFactorSettingResult: {
            /** @description Whether two-factor sign-in is on. */
            enabled: boolean;
            /** @description The TOTP secret, RFC 4648 base32, for an authenticator app. */
            secret?: string;
            /** @description The `otpauth://totp/…` URL of the secret (for a QR code). */
            otpauthUrl?: string;
            /** @description Ten single-use 8-digit recovery codes, accepted by `POST /users/2fa/` in place of a code. */
            recoveryCodes?: string[];
        };
        /** @description A submission found by search; opens /lookup/{ID}. */
        SearchAccount: {
            ID: components["schemas"]["Id"];
            FirstName: string;
            LastName: string;
            Email?: string;
        };
        /** @description A user found by search; opens /user/{id}. */
        SearchPlayer: {
            id: components["schemas"]["Id"];
            firstname: string;
            lastname: string;
            email: string;
        };
        /** @description A team found by search; opens /team/{id}. */
        SearchTeam: {
            id: components["schemas"]["Id"];
            title: string;
        };
        /** @description A campaign found by search; opens /campaign/{id}. */
        SearchCampaign: {
            id: components["schemas"]["Id"];
            title: string;
        };
        /** @description An export found by search; opens /export/{ID}. */
        SearchExport: {
            ID: components["schemas"]["Id"];
            Description: string;
        };
        /** @description An export instance (export option) found by search; opens /export/{ExportID}/instance/{ID}. */
        SearchExportOption: {
            ID: components["schemas"]["Id"];
            ExportID: components["schemas"]["Id"];
            Description: string;
        };
        /** @description A custom report found by search; opens /report/{ID}. */
        SearchCustomReport: {
            ID: components["schemas"]["Id"];
            Description: string;
        };
        /**
         * @description Search hits grouped by section. Every section is always present; a section the operator may not see (see the operation) is an empty array, so an empty array does not tell whether anything matched there.
         * @example {
         *       "accounts": [
         *         {
         *           "ID": "3fa9c1",
         *           "FirstName": "Jane",
         *           "LastName": "Smith",
         *           "Email": "jane.smith@example.org"
         *         }
         *       ],
         *       "players": [
         *         {
         *           "id": "p9f8e7",
         *           "firstname": "Jane",
         *           "lastname": "Doe",
         *           "email": "jane.doe@example.org"
         *         }
         *       ],
         *       "teams": [],
         *       "campaigns": [
         *         {
         *           "id": "c4d5e6",
         *           "title": "Winter Appeal"
         *         }
         *       ],
         *       "exports": [],
         *       "exportOptions": [],
         *       "customreports": []
         *     }
         */
        SearchResults: {
            accounts: components["schemas"]["SearchAccount"][];
            players: components["schemas"]["SearchPlayer"][];
            teams: components["schemas"]["SearchTeam"][];
            campaigns: components["schemas"]["SearchCampaign"][];
            exports: components["schemas"]["SearchExport"][];
            exportOptions: components["schemas"]["SearchExportOption"][];
            customreports: components["schemas"]["SearchCustomReport"][];
        };
        /**
         * @description A submission-style id: 6 to 8 lowercase hexadecimal characters (the console lowercases the term before sending it).
         * @example 3fa9c1
         */
        LookupHexId: string;
        /**
         * @description The type of the entity that owns an id (the same set as the `X-Entity-Type` header).
         * @example account
         * @enum {string}
         */
        IdEntityType: "account" | "player" | "team" | "campaign" | "client" | "export" | "exportOption" | "customreport";
        /**
         * @description Whether an id is in use in the global id space. `exists` covers every entity; `type` is given only when the operator may view that entity.
         * @example {
         *       "id": "3fa9c1",
         *       "exists": true,
         *       "type": "account"
         *     }
         */
        IdExistsResult: {
            id: components["schemas"]["LookupHexId"];
            /** @description The id is in use. */
            exists: boolean;
            type?: components["schemas"]["IdEntityType"];
        };
        /**
         * @description Whether an e-mail address can receive mail.
         * @example {
         *       "email": "jane.doe@exampel.org",
         *       "valid": false,
         *       "reason": "The domain has no mail server"
         *     }
         */
        EmailValidationResult: {
            /** @description The address as checked (trimmed). */
            email: string;
            /** @description The address is usable. */
            valid: boolean;
            /** @description Why it is not valid (syntax, unknown domain, no mail server, ...); only when `valid` is false. */
            reason?: string;
        };
        /** @description A GeoJSON position, `[longitude, latitude]` (an optional third number is altitude). */
        GeoPosition: [
            number,
            number
        ];
        /** @description A closed ring of positions (the last equals the first), at least 4 positions. */
        GeoLinearRing: components["schemas"]["GeoPosition"][];
        /**
         * @description A GeoJSON Polygon (RFC 7946 §3.1.6); the first ring is the outline, the others holes.
         * @example {
         *       "type": "Polygon",
         *       "coordinates": [
         *         [
         *           [
         *             -98.7,
         *             42.8
         *           ],
         *           [
         *             -98.6,
         *             42.8
         *           ],
         *           [
         *             -98.6,
         *             42.9
         *           ],
         *           [
         *             -98.7,
         *             42.8
         *           ]
         *         ]
         *       ]
         *     }
         */
        GeoPolygon: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Polygon";
            coordinates: components["schemas"]["GeoLinearRing"][];
        };
        /** @description A GeoJSON MultiPolygon (RFC 7946 §3.1.7). */
        GeoMultiPolygon: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MultiPolygon";
            coordinates: components["schemas"]["GeoLinearRing"][][];
        };
        /** @description The area of a polygon search. */
        GeoShape: components["schemas"]["GeoPolygon"] | components["schemas"]["GeoMultiPolygon"];
        /**
         * @description Whether a shape can be used for a polygon search.
         * @example {
         *       "valid": true,
         *       "points": 126
         *     }
         */
        PolygonSearchValidationResult: {
            /** @description The shape can be searched. */
            valid: boolean;
            /** @description Why it cannot (unreadable JSON, ring not closed, self-intersecting, too many points); only when `valid` is false. */
            reason?: string;
            /** @description The number of positions in the shape, over all rings (0 when it could not be read). */
            points: number;
        };
        /**
         * @description A piece of feedback an operator sent from the console.
         * @example {
         *       "id": "f1e2d3",
         *       "text": "The export list is hard to read on a phone.",
         *       "AuthorID": "p9f8e7",
         *       "AuthorName": "Jane Doe",
         *       "Created": "2026-11-21T09:30:00.000Z",
         *       "url": "/exports"
         *     }
         */
        Feedback: {
            id: components["schemas"]["Id"];
            /** @description The feedback text. */
            text: string;
            AuthorID: components["schemas"]["Id"];
            /** @description The author's full name when it was sent. */
            AuthorName: string;
            Created: components["schemas"]["Timestamp"];
            /**
             * Format: uri-reference
             * @description The console page it was sent from.
             */
            url?: string;
        };
        /** @description The total number of items matching the query, over all pages. */
        Count: number;
        /** @description A page of feedback. */
        FeedbackList: {
            Result: components["schemas"]["Feedback"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description New feedback. The author and time come from the token and the server.
         * @example {
         *       "text": "The export list is hard to read on a phone.",
         *       "url": "/exports"
         *     }
         */
        FeedbackCreate: {
            /** @description The feedback text (the console trims it; blank text is a 422). */
            text: string;
            /**
             * Format: uri-reference
             * @description The console page it is sent from.
             */
            url?: string;
        };
        /** @description One changed field. `from` and `to` are JSON values of any type; a missing one means the field was absent. */
        HistoryChange: {
            /** @description The field name as in the entity. */
            field: string;
            /** @description The value before. */
            from?: unknown;
            /** @description The value after. */
            to?: unknown;
        };
        /**
         * @description One change to an entity.
         * @example {
         *       "id": "h7g6f5",
         *       "Target": "p9f8e7",
         *       "TargetType": "player",
         *       "AuthorID": "a1b2c3",
         *       "AuthorName": "Sam Admin",
         *       "Action": "update",
         *       "Changes": [
         *         {
         *           "field": "team",
         *           "from": "t1a2b3",
         *           "to": "t4c5d6"
         *         }
         *       ],
         *       "Created": "2026-11-21T09:30:00.000Z"
         *     }
         */
        HistoryEntry: {
            id: components["schemas"]["Id"];
            Target: components["schemas"]["Id"];
            /**
             * @description The type of the changed entity (one of the `X-Entity-Type` values for entities with global ids, or another entity name such as `emailTemplate`).
             * @example player
             */
            TargetType: string;
            AuthorID: components["schemas"]["Id"];
            /** @description The author's full name when the change was made. */
            AuthorName: string;
            /**
             * @description What was done. Known values: `create`, `update`, `delete`, `activate`, `deactivate`, `move`, `reassign`, `clone`, `run`, `resend`, `validate`. Clients show unknown values as they are.
             * @example update
             */
            Action: string;
            /** @description The changed fields (empty for actions that change no field, such as `delete`). */
            Changes: components["schemas"]["HistoryChange"][];
            /** @description Why the change was made, when the author gave a reason (a submission change request's or batch edit's Reason, a QA review's comment). Absent otherwise. */
            Reason?: string;
            Created: components["schemas"]["Timestamp"];
        };
        /** @description A page of history, newest first. */
        HistoryList: {
            Result: components["schemas"]["HistoryEntry"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description One usage event for analytics.
         * @example {
         *       "category": "page",
         *       "action": "ViewSubList",
         *       "client": "demo",
         *       "platform": "MacIntel",
         *       "app": {
         *         "name": "canvass-console",
         *         "version": "0.1.0"
         *       },
         *       "user": "p9f8e7",
         *       "time": "2026-11-21T09:30:00.000Z"
         *     }
         */
        UsageEvent: {
            /**
             * @description The kind of event (`page` for page views, which the console sends for every route but the error page).
             * @enum {string}
             */
            category: "page" | "action" | "event" | "exception" | "info";
            /**
             * @description What happened (for a page view, the route name).
             * @example ViewSubList
             */
            action: string;
            /** @description Detail (for an exception, its message). */
            label?: string;
            /** @description A numeric measure (for example a duration in milliseconds). */
            value?: number;
            /**
             * @description The client (host configuration) the console runs for.
             * @example demo
             */
            client: string;
            /**
             * @description The browser platform.
             * @example MacIntel
             */
            platform: string;
            /** @description The application that sent the event. */
            app: {
                /** @example canvass-console */
                name: string;
                /** @example 0.1.0 */
                version: string;
            };
            user?: components["schemas"]["Id"];
            time: components["schemas"]["Timestamp"];
        };
        /**
         * @description The user's state; `1` active, `0` inactive (activate and deactivate set it).
         * @example 1
         * @enum {integer}
         */
        PlayerStatus: 0 | 1;
        /** @description A first or last name. */
        PlayerNamePart: string;
        /**
         * @description The sign-in name, unique across all players (letters, digits and `. _ - @ +`).
         * @example jdoe
         */
        PlayerUsername: string;
        /**
         * Format: email
         * @description An e-mail address, unique across all players. `format: email` as the server checks it: a dot-atom local part and a domain of at least two labels (`v@io` is refused).
         * @example jane.doe@example.org
         */
        PlayerEmail: string;
        /** @description Free-form key/value metadata (for example `homepage`). */
        Metadata: {
            [key: string]: unknown;
        };
        /**
         * @description A user of the console (called a player in filters).
         * @example {
         *       "id": "p1a2b3",
         *       "firstname": "Jane",
         *       "lastname": "Doe",
         *       "full_name": "Jane Doe",
         *       "team": "a1b2c3",
         *       "username": "jdoe",
         *       "email": "jane.doe@example.org",
         *       "role": "rep",
         *       "status": 1,
         *       "metadata": {
         *         "homepage": "/user/me"
         *       },
         *       "Created": "2026-01-05T14:00:00.000Z",
         *       "Updated": "2026-11-20T08:15:00.000Z",
         *       "lastSeen": "2026-11-21T09:30:00.000Z",
         *       "online": true,
         *       "has_picture": false
         *     }
         */
        Player: {
            id: components["schemas"]["Id"];
            firstname: components["schemas"]["PlayerNamePart"];
            lastname: components["schemas"]["PlayerNamePart"];
            /** @description The first and last name joined with one space, built by the server. */
            readonly full_name: string;
            team: components["schemas"]["Id"];
            username: components["schemas"]["PlayerUsername"];
            email: components["schemas"]["PlayerEmail"];
            role: components["schemas"]["Role"];
            status: components["schemas"]["PlayerStatus"];
            metadata?: components["schemas"]["Metadata"];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
            /** @description When the player was last active; absent if never. */
            lastSeen?: components["schemas"]["Timestamp"];
            /** @description Whether the player is active now (the avatar's online or offline dot). */
            online?: boolean;
            /** @description Designed (issue #17): whether the player has a picture (`GET /assets/players/{id}/player.png`), set by the server from the stored file. A client asks for the picture only when this is true; an upload or removal of the picture moves `Updated`. */
            readonly has_picture: boolean;
            /** @description Designed (issue #17): whether two-factor sign-in is on for the player. Only `GET /players/{id}/` sends it, and only to a caller who may turn it on or off (`POST /players/{id}/two-factor/`: the player themself, or an admin for a player below their rank); absent otherwise. */
            readonly two_factor_enabled?: boolean;
        };
        /** @description One page of players. */
        PlayerList: {
            Result: components["schemas"]["Player"][];
            Count: components["schemas"]["Count"];
        };
        /** @description A new password (8 to 128 characters). Never returned. */
        PlayerPassword: string;
        /**
         * @description A new player.
         * @example {
         *       "firstname": "Jane",
         *       "lastname": "Doe",
         *       "username": "jdoe",
         *       "email": "jane.doe@example.org",
         *       "password": "correct-horse-battery",
         *       "role": "rep",
         *       "team": "a1b2c3",
         *       "status": 1
         *     }
         */
        PlayerCreate: {
            firstname: components["schemas"]["PlayerNamePart"];
            lastname: components["schemas"]["PlayerNamePart"];
            username: components["schemas"]["PlayerUsername"];
            email: components["schemas"]["PlayerEmail"];
            password: components["schemas"]["PlayerPassword"];
            role: components["schemas"]["Role"];
            team: components["schemas"]["Id"];
            /** @default 1 */
            status: components["schemas"]["PlayerStatus"];
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description One row of a bulk creation: a `PlayerCreate` whose password may be left out (the user is then sent a password-reset e-mail) and whose `team` is a team id or a team title (ignoring case; a title shared by two teams in scope is reported as ambiguous). Rows are checked by the server, so this schema is loose: a row that breaks a rule is reported, not refused as a whole request.
         * @example {
         *       "firstname": "Jane",
         *       "lastname": "Doe",
         *       "username": "jdoe",
         *       "email": "jane.doe@example.org",
         *       "role": "rep",
         *       "team": "a1b2c3"
         *     }
         */
        PlayerBulkRow: {
            firstname?: string;
            lastname?: string;
            username?: string;
            email?: string;
            password?: string;
            role?: string;
            team?: string;
            status?: components["schemas"]["PlayerStatus"];
        };
        /** @description The rows, at most 5000. */
        PlayerBulkRows: components["schemas"]["PlayerBulkRow"][];
        /**
         * @description Rows to check.
         * @example {
         *       "rows": [
         *         {
         *           "firstname": "Jane",
         *           "lastname": "Doe",
         *           "username": "jdoe",
         *           "email": "jane.doe@example.org",
         *           "role": "rep",
         *           "team": "a1b2c3"
         *         }
         *       ]
         *     }
         */
        PlayerBulkCheck: {
            rows: components["schemas"]["PlayerBulkRows"];
        };
        /** @description A created row. */
        PlayerBulkCreated: {
            row: number;
            id: components["schemas"]["Id"];
        };
        /** @description A refused row and what is wrong with each of its fields. */
        PlayerBulkRowProblem: {
            /** @description The row's index in `rows` (0-based). */
            row: number;
            /** @description Each bad field as a pointer into the row (`/email`), with its message and code. */
            errors: components["schemas"]["ProblemFieldError"][];
        };
        /**
         * @description The outcome of a bulk check or creation. `created` is empty for a check. `valid` counts the rows that pass every check.
         * @example {
         *       "total": 3,
         *       "valid": 2,
         *       "created": [
         *         {
         *           "row": 0,
         *           "id": "p1a2b3"
         *         },
         *         {
         *           "row": 2,
         *           "id": "p4d5e6"
         *         }
         *       ],
         *       "rejected": [
         *         {
         *           "row": 1,
         *           "errors": [
         *             {
         *               "field": "/email",
         *               "message": "is already used by another user",
         *               "code": "exists"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        PlayerBulkReport: {
            total: number;
            valid: number;
            created: components["schemas"]["PlayerBulkCreated"][];
            rejected: components["schemas"]["PlayerBulkRowProblem"][];
        };
        /**
         * @description Rows to create and what to do with bad ones.
         * @example {
         *       "mode": "validOnly",
         *       "rows": [
         *         {
         *           "firstname": "Jane",
         *           "lastname": "Doe",
         *           "username": "jdoe",
         *           "email": "jane.doe@example.org",
         *           "role": "rep",
         *           "team": "a1b2c3"
         *         }
         *       ]
         *     }
         */
        PlayerBulkCreate: {
            rows: components["schemas"]["PlayerBulkRows"];
            /**
             * @description `validOnly` creates the valid rows; `allOrNothing` creates nothing if any row is bad.
             * @enum {string}
             */
            mode: "validOnly" | "allOrNothing";
        };
        /**
         * @description A partial update of a player: send only the fields to change (at least one). `status` activates (1) or deactivates (0); `team` moves the player to another team.
         * @example {
         *       "status": 0
         *     }
         * @example {
         *       "team": "d4e5f6"
         *     }
         */
        PlayerUpdate: {
            status?: components["schemas"]["PlayerStatus"];
            team?: components["schemas"]["Id"];
            firstname?: components["schemas"]["PlayerNamePart"];
            lastname?: components["schemas"]["PlayerNamePart"];
            email?: components["schemas"]["PlayerEmail"];
            role?: components["schemas"]["Role"];
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description The password an admin or manager sets for another player.
         * @example {
         *       "Password": "correct-horse-battery"
         *     }
         */
        PlayerPasswordUpdate: {
            Password: components["schemas"]["PlayerPassword"];
        };
        /** @description The team's display title. */
        TeamTitle: string;
        /** @description The parent team's id; `null` only for the root team. */
        TeamParentId: components["schemas"]["Id"] | null;
        IdList: components["schemas"]["Id"][];
        /**
         * @description A team in the hierarchy; every team but the root has a parent.
         * @example {
         *       "id": "a1b2c3",
         *       "title": "West Coast Field",
         *       "parent": "r00t01",
         *       "campaigns": [
         *         "c1a2b3",
         *         "c4d5e6"
         *       ],
         *       "permissions": [
         *         "norunexports"
         *       ],
         *       "restrictions": [
         *         "nosubpay",
         *         "nomanageclients"
         *       ],
         *       "role": "manager",
         *       "metadata": {
         *         "homepage": "/dashboard/subs"
         *       },
         *       "updated": "2026-11-20T08:15:00.000Z"
         *     }
         */
        Team: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["TeamTitle"];
            parent: components["schemas"]["TeamParentId"];
            /** @description Ids of the campaigns the team works on. */
            campaigns: components["schemas"]["IdList"];
            /** @description Restriction flags this team is exempt from: each listed flag is removed from the flags that would otherwise apply to the team's players (role defaults or `restrictions`). */
            permissions: components["schemas"]["RestrictionFlagList"];
            /** @description Restriction flags set on this team. */
            restrictions: components["schemas"]["RestrictionFlagList"];
            /** @description The team's role. The console signs the operator out if their team's role changes between sessions. */
            role: components["schemas"]["Role"];
            metadata?: components["schemas"]["Metadata"];
            /** @description When the team (including its permissions) last changed. */
            updated: components["schemas"]["Timestamp"];
        };
        /** @description One page of teams. */
        TeamList: {
            Result: components["schemas"]["Team"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new team under an existing parent team.
         * @example {
         *       "title": "West Coast Field",
         *       "parent": "r00t01",
         *       "campaigns": [
         *         "c1a2b3"
         *       ],
         *       "permissions": [],
         *       "role": "manager"
         *     }
         */
        TeamCreate: {
            title: components["schemas"]["TeamTitle"];
            parent: components["schemas"]["Id"];
            campaigns?: components["schemas"]["IdList"];
            permissions?: components["schemas"]["RestrictionFlagList"];
            restrictions?: components["schemas"]["RestrictionFlagList"];
            role?: components["schemas"]["Role"];
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description One team of the hierarchy view. */
        TeamTreeNode: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["TeamTitle"];
            parent: components["schemas"]["TeamParentId"];
            role: components["schemas"]["Role"];
            /** @description The team's own players (not those of its sub-teams). */
            players: number;
            /** @description The team's own active players. */
            activePlayers: number;
            /** @description Direct sub-teams. */
            subteams: number;
        };
        /**
         * @description The teams in the operator's scope, each with its parent id.
         * @example {
         *       "nodes": [
         *         {
         *           "id": "r00t01",
         *           "title": "Canvass",
         *           "parent": null,
         *           "role": "root",
         *           "players": 2,
         *           "activePlayers": 2,
         *           "subteams": 1
         *         },
         *         {
         *           "id": "a1b2c3",
         *           "title": "West Coast Field",
         *           "parent": "r00t01",
         *           "role": "manager",
         *           "players": 12,
         *           "activePlayers": 11,
         *           "subteams": 0
         *         }
         *       ]
         *     }
         */
        TeamTree: {
            nodes: components["schemas"]["TeamTreeNode"][];
        };
        /**
         * @description A partial update of a team: send only the fields to change (at least one). `campaigns`, `permissions` and `restrictions` replace the whole list; `parent` moves the team (not under itself or one of its descendants).
         * @example {
         *       "campaigns": [
         *         "c1a2b3",
         *         "c4d5e6"
         *       ]
         *     }
         * @example {
         *       "parent": "d4e5f6"
         *     }
         */
        TeamUpdate: {
            title?: components["schemas"]["TeamTitle"];
            parent?: components["schemas"]["Id"];
            campaigns?: components["schemas"]["IdList"];
            permissions?: components["schemas"]["RestrictionFlagList"];
            restrictions?: components["schemas"]["RestrictionFlagList"];
            role?: components["schemas"]["Role"];
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description The campaign's display title. */
        CampaignTitle: string;
        /**
         * @description How the campaign collects submissions.
         * @example in-person
         * @enum {string}
         */
        CampaignType: "in-person" | "self-serve" | "voip";
        /** @description How many attempts a submission gets. */
        CampaignAttempts: number;
        /** @description The campaign's timeout setting, as read by the field app. */
        CampaignTimeout: number;
        /** @description How the field app submits (`default` unless configured otherwise). */
        CampaignSubmitMode: string;
        /** @description How long a check-in lasts, in units of `range`. */
        CampaignCheckinLength: number;
        /** @description The unit of `checkinLength` (`h` for hours). */
        CampaignRange: string;
        /** @description One task (raw process) that runs for the campaign's submissions. */
        CampaignTask: {
            /**
             * @description The task type.
             * @example sendReceipt
             */
            type: string;
            /**
             * @description A reference to the task's settings (for example an asset path or a settings key).
             * @example settings/receipt.json
             */
            settings: string;
        };
        /** @description The campaign's tasks, in run order. */
        CampaignTaskList: components["schemas"]["CampaignTask"][];
        /**
         * @description A fundraising or sign-up campaign.
         * @example {
         *       "id": "c1a2b3",
         *       "title": "Winter Appeal 2026",
         *       "type": "in-person",
         *       "teams": [
         *         "a1b2c3"
         *       ],
         *       "attempts": 3,
         *       "timeout": 5,
         *       "submitMode": "default",
         *       "blockScreenshot": false,
         *       "checkinLength": 4,
         *       "range": "h",
         *       "picture": false,
         *       "Created": "2026-10-01T12:00:00.000Z",
         *       "Updated": "2026-11-20T08:15:00.000Z"
         *     }
         */
        Campaign: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["CampaignTitle"];
            type: components["schemas"]["CampaignType"];
            /** @description Ids of the teams working on the campaign. */
            teams: components["schemas"]["IdList"];
            attempts: components["schemas"]["CampaignAttempts"];
            timeout: components["schemas"]["CampaignTimeout"];
            submitMode: components["schemas"]["CampaignSubmitMode"];
            /** @description Whether the field app blocks screenshots. */
            blockScreenshot: boolean;
            checkinLength: components["schemas"]["CampaignCheckinLength"];
            range: components["schemas"]["CampaignRange"];
            /** @description Whether a picture is taken (for example at check-in). */
            picture: boolean;
            raw_processes?: components["schemas"]["CampaignTaskList"];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description One page of campaigns. */
        CampaignList: {
            Result: components["schemas"]["Campaign"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new campaign; every field but `title` falls back to its default.
         * @example {
         *       "title": "Winter Appeal 2026"
         *     }
         * @example {
         *       "title": "Phone Drive",
         *       "type": "voip",
         *       "attempts": 5
         *     }
         */
        CampaignCreate: {
            title: components["schemas"]["CampaignTitle"];
            /** @default in-person */
            type: components["schemas"]["CampaignType"];
            teams?: components["schemas"]["IdList"];
            /** @default 3 */
            attempts: components["schemas"]["CampaignAttempts"];
            /** @default 5 */
            timeout: components["schemas"]["CampaignTimeout"];
            /** @default default */
            submitMode: components["schemas"]["CampaignSubmitMode"];
            /**
             * @description Whether the field app blocks screenshots.
             * @default false
             */
            blockScreenshot: boolean;
            /** @default 4 */
            checkinLength: components["schemas"]["CampaignCheckinLength"];
            /** @default h */
            range: components["schemas"]["CampaignRange"];
            /**
             * @description Whether a picture is taken.
             * @default false
             */
            picture: boolean;
        };
        /** @description A team's id and title. */
        TeamSummary: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["TeamTitle"];
        };
        /** @description The campaign's settings (for example `settings/general.json`): keyed by settings group, free-form below that. */
        CampaignSettings: {
            [key: string]: unknown;
        };
        /**
         * @description A campaign as `GET /campaigns/{id}/` returns it. With `include=all` it also carries `raw_processes`, `teams_detail` and `settings`.
         * @example {
         *       "id": "c1a2b3",
         *       "title": "Winter Appeal 2026",
         *       "type": "in-person",
         *       "teams": [
         *         "a1b2c3"
         *       ],
         *       "attempts": 3,
         *       "timeout": 5,
         *       "submitMode": "default",
         *       "blockScreenshot": false,
         *       "checkinLength": 4,
         *       "range": "h",
         *       "picture": false,
         *       "raw_processes": [
         *         {
         *           "type": "sendReceipt",
         *           "settings": "settings/receipt.json"
         *         }
         *       ],
         *       "teams_detail": [
         *         {
         *           "id": "a1b2c3",
         *           "title": "West Coast Field"
         *         }
         *       ],
         *       "settings": {
         *         "general": {
         *           "currency": "USD"
         *         }
         *       },
         *       "Created": "2026-10-01T12:00:00.000Z",
         *       "Updated": "2026-11-20T08:15:00.000Z"
         *     }
         */
        CampaignDetail: components["schemas"]["Campaign"] & {
            /** @description The id and title of each team in `teams` (only with `include=all`). */
            teams_detail?: components["schemas"]["TeamSummary"][];
            settings?: components["schemas"]["CampaignSettings"];
        };
        /**
         * @description A partial update of a campaign: send only the fields to change (at least one). Teams change through `POST /campaigns/{id}/teams/` and tasks through `POST /campaigns/{id}/tasks/`.
         * @example {
         *       "attempts": 4,
         *       "blockScreenshot": true
         *     }
         */
        CampaignUpdate: {
            title?: components["schemas"]["CampaignTitle"];
            type?: components["schemas"]["CampaignType"];
            attempts?: components["schemas"]["CampaignAttempts"];
            timeout?: components["schemas"]["CampaignTimeout"];
            submitMode?: components["schemas"]["CampaignSubmitMode"];
            /** @description Whether the field app blocks screenshots. */
            blockScreenshot?: boolean;
            checkinLength?: components["schemas"]["CampaignCheckinLength"];
            range?: components["schemas"]["CampaignRange"];
            /** @description Whether a picture is taken. */
            picture?: boolean;
        };
        /**
         * @description The campaign's complete task list; it replaces the current one (an empty list removes all).
         * @example {
         *       "raw_processes": [
         *         {
         *           "type": "sendReceipt",
         *           "settings": "settings/receipt.json"
         *         }
         *       ]
         *     }
         */
        CampaignTasksUpdate: {
            raw_processes: components["schemas"]["CampaignTaskList"];
        };
        /**
         * @description Teams to add to and remove from the campaign (at least one of the two). An id may not be in both lists; adding a team already on the campaign or removing one not on it does nothing.
         * @example {
         *       "to_add": [
         *         "a1b2c3"
         *       ],
         *       "to_remove": [
         *         "d4e5f6"
         *       ]
         *     }
         */
        CampaignTeamsUpdate: {
            /** @description Ids of teams to add. */
            to_add?: components["schemas"]["IdList"];
            /** @description Ids of teams to remove. */
            to_remove?: components["schemas"]["IdList"];
        };
        /** @description The client's name, unique across clients. */
        ClientName: string;
        /**
         * @description A client organisation whose users see the campaigns assigned to it.
         * @example {
         *       "id": "k1a2b3",
         *       "name": "Acme Relief",
         *       "restrictions": [
         *         "nosubpay",
         *         "nosubdetails"
         *       ],
         *       "campaigns": [
         *         "c1a2b3"
         *       ],
         *       "Created": "2026-09-01T10:00:00.000Z"
         *     }
         */
        Client: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["ClientName"];
            /** @description Restriction flags set on the client. */
            restrictions: components["schemas"]["RestrictionFlagList"];
            /** @description Ids of the campaigns assigned to the client (details in `GET /clients/{id}/assignments/`). */
            campaigns: components["schemas"]["IdList"];
            Created: components["schemas"]["Timestamp"];
        };
        /** @description One page of clients. */
        ClientList: {
            Result: components["schemas"]["Client"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new client, optionally with its restriction flags and first campaign assignments.
         * @example {
         *       "name": "Acme Relief",
         *       "restrictions": [
         *         "nosubpay"
         *       ],
         *       "campaigns": [
         *         "c1a2b3"
         *       ]
         *     }
         */
        ClientCreate: {
            name: components["schemas"]["ClientName"];
            restrictions?: components["schemas"]["RestrictionFlagList"];
            /** @description Ids of campaigns to assign to the client. */
            campaigns?: components["schemas"]["IdList"];
        };
        /**
         * @description A partial update of a client (at least one field). `restrictions` replaces the whole set. `campaigns` adds assignments: each listed campaign is assigned to the client, existing assignments are kept (ids already assigned are ignored); remove assignments with `DELETE /clients/{id}/assignments/`.
         * @example {
         *       "campaigns": [
         *         "c4d5e6"
         *       ]
         *     }
         */
        ClientUpdate: {
            name?: components["schemas"]["ClientName"];
            restrictions?: components["schemas"]["RestrictionFlagList"];
            /** @description Ids of campaigns to assign to the client, in addition to the current ones. */
            campaigns?: components["schemas"]["IdList"];
        };
        /**
         * @description One campaign assigned to a client.
         * @example {
         *       "client": "k1a2b3",
         *       "campaign": "c1a2b3",
         *       "title": "Winter Appeal 2026",
         *       "Created": "2026-09-01T10:00:00.000Z"
         *     }
         */
        ClientAssignment: {
            client: components["schemas"]["Id"];
            campaign: components["schemas"]["Id"];
            /** @description The campaign's title. */
            title?: components["schemas"]["CampaignTitle"];
            /** @description When the campaign was assigned. */
            Created: components["schemas"]["Timestamp"];
        };
        /** @description A client's campaign assignments. */
        ClientAssignmentList: {
            Result: components["schemas"]["ClientAssignment"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description Campaign ids joined with commas, no spaces (`c1a2b3,c4d5e6`).
         * @example c1a2b3,c4d5e6
         */
        CampaignIdCsv: string;
        /**
         * @description The name of a submission field (as `GET /fields/accounts/` lists them).
         * @example Email
         */
        OverrideFieldName: string;
        /**
         * @description How a submission's `field` is matched. A rule written `^...$` is a regular expression tested against the field's value; `true` or `false` compares the value's truthiness; anything else must equal the value exactly.
         * @example ^.*@example\.org$
         */
        OverrideRule: string;
        /**
         * @description The value the override applies to `field` when the rule matches (`null` clears it).
         * @example EXCLUDED
         */
        OverrideValue: string | number | boolean | null;
        /** @description Why the override exists, shown in the exclusions list. */
        OverrideDescription: string;
        /**
         * Format: date
         * @description Designed (issue 22): a day (YYYY-MM-DD) of the override's period, inclusive. The override applies only to submissions signed up (`Received`) on a day from `ActiveFrom` to `ActiveTo`, the day as the applier reads it in its time zone; null or absent leaves that side open (no period at all: always). `ActiveTo` before `ActiveFrom` is refused with 422 naming `/ActiveTo`.
         * @example 2026-11-01
         */
        OverrideActiveDate: string | null;
        /**
         * @description An override (exclusion) on a campaign: when a submission's `field` matches `rule`, `value` applies (only to submissions signed up within `ActiveFrom`..`ActiveTo` when it has a period). It applies to every team of the campaign unless team campaign options scope it to some teams.
         * @example {
         *       "id": "o1a2b3",
         *       "campaign": "c1a2b3",
         *       "field": "Email",
         *       "rule": "^.*@example\\.org$",
         *       "value": "EXCLUDED",
         *       "description": "Test sign-ups from staff addresses.",
         *       "ActiveFrom": "2026-11-01",
         *       "ActiveTo": null,
         *       "Created": "2026-11-01T10:00:00.000Z"
         *     }
         */
        CampaignOption: {
            id: components["schemas"]["Id"];
            campaign: components["schemas"]["Id"];
            field: components["schemas"]["OverrideFieldName"];
            rule: components["schemas"]["OverrideRule"];
            value?: components["schemas"]["OverrideValue"];
            description?: components["schemas"]["OverrideDescription"];
            ActiveFrom?: components["schemas"]["OverrideActiveDate"];
            ActiveTo?: components["schemas"]["OverrideActiveDate"];
            Created: components["schemas"]["Timestamp"];
        };
        /** @description One page of campaign options. */
        CampaignOptionList: {
            Result: components["schemas"]["CampaignOption"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new override (exclusion) on a campaign.
         * @example {
         *       "campaign": "c1a2b3",
         *       "field": "Email",
         *       "rule": "^.*@example\\.org$",
         *       "value": "EXCLUDED",
         *       "description": "Test sign-ups from staff addresses.",
         *       "ActiveFrom": "2026-11-01",
         *       "ActiveTo": "2026-11-30"
         *     }
         */
        CampaignOptionCreate: {
            campaign: components["schemas"]["Id"];
            field: components["schemas"]["OverrideFieldName"];
            rule: components["schemas"]["OverrideRule"];
            value?: components["schemas"]["OverrideValue"];
            description?: components["schemas"]["OverrideDescription"];
            ActiveFrom?: components["schemas"]["OverrideActiveDate"];
            ActiveTo?: components["schemas"]["OverrideActiveDate"];
        };
        /**
         * @description A partial update of an override (at least one field); its campaign cannot change.
         * @example {
         *       "rule": "true"
         *     }
         */
        CampaignOptionUpdate: {
            field?: components["schemas"]["OverrideFieldName"];
            rule?: components["schemas"]["OverrideRule"];
            value?: components["schemas"]["OverrideValue"];
            description?: components["schemas"]["OverrideDescription"];
            ActiveFrom?: components["schemas"]["OverrideActiveDate"];
            ActiveTo?: components["schemas"]["OverrideActiveDate"];
        };
        /**
         * @description A team campaign option: scopes one campaign option (exclusion) of a campaign to one team. A campaign option with no team campaign options applies to every team of its campaign; once it has some, it applies only to those teams.
         * @example {
         *       "option": "o1a2b3",
         *       "campaign": "c1a2b3",
         *       "team": "a1b2c3",
         *       "Created": "2026-11-01T10:05:00.000Z"
         *     }
         */
        TeamCampaignOption: {
            /** @description The campaign option's id. */
            option: components["schemas"]["Id"];
            /** @description The campaign's id (the campaign option's campaign). */
            campaign: components["schemas"]["Id"];
            /** @description The team's id. */
            team: components["schemas"]["Id"];
            Created: components["schemas"]["Timestamp"];
        };
        /** @description Team campaign options. */
        TeamCampaignOptionList: {
            Result: components["schemas"]["TeamCampaignOption"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description Team ids joined with commas, no spaces (`a1b2c3,d4e5f6`).
         * @example a1b2c3,d4e5f6
         */
        TeamIdCsv: string;
        /**
         * @description One field an entity has, as the console's pickers and editors show it.
         * @example {
         *       "name": "Amount",
         *       "type": "number",
         *       "label": "Amount",
         *       "group": "uppercase",
         *       "editable": true
         *     }
         */
        FieldDescription: {
            /** @description The field name (fields starting with `_` are hidden from lists). */
            name: string;
            /**
             * @description The value type.
             * @enum {string}
             */
            type: "string" | "number" | "boolean" | "date";
            /** @description The display label. */
            label: string;
            /**
             * @description The field group: `payment` (payment fields), `boolean`, `date`, `uppercase` (editable fields kept in upper case) or `other`.
             * @enum {string}
             */
            group: "payment" | "boolean" | "date" | "uppercase" | "other";
            /** @description Whether an operator may edit the field. */
            editable: boolean;
        };
        /**
         * @description The fields available, in display order.
         * @example [
         *       {
         *         "name": "Amount",
         *         "type": "number",
         *         "label": "Amount",
         *         "group": "uppercase",
         *         "editable": true
         *       },
         *       {
         *         "name": "Received",
         *         "type": "date",
         *         "label": "Received",
         *         "group": "date",
         *         "editable": false
         *       },
         *       {
         *         "name": "Meta_ccScanned",
         *         "type": "boolean",
         *         "label": "Card scanned",
         *         "group": "boolean",
         *         "editable": false
         *       }
         *     ]
         */
        FieldDescriptionList: components["schemas"]["FieldDescription"][];
        /** @description Where the activity happened. The console labels it as city in title case, region in upper case and country code in upper case, joined with commas. */
        ActivityLocation: {
            city?: string;
            region?: string;
            /** @description The ISO 3166-1 alpha-2 country code. */
            country_iso2?: string;
            lat?: number;
            lng?: number;
        };
        /**
         * @description One recorded activity of a player (used by the active users view).
         * @example {
         *       "id": "v1a2b3",
         *       "player": "p1a2b3",
         *       "type": "login",
         *       "Created": "2026-11-21T09:30:00.000Z",
         *       "Fields": {
         *         "city": "vancouver",
         *         "region": "bc",
         *         "country_iso2": "ca",
         *         "lat": 49.28,
         *         "lng": -123.12
         *       }
         *     }
         */
        Activity: {
            id: components["schemas"]["Id"];
            player: components["schemas"]["Id"];
            /** @description The kind of activity. */
            type: string;
            Created: components["schemas"]["Timestamp"];
            Fields: components["schemas"]["ActivityLocation"];
        };
        /** @description One page of activities. */
        ActivityList: {
            Result: components["schemas"]["Activity"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description Entity ids (campaigns, teams or players), comma-joined without spaces.
         * @example c1a2b3,c4d5e6
         */
        SubmissionFilterIdCsv: string;
        /**
         * @description Submission ids, comma-joined without spaces (at most 1000 ids).
         * @example 3fa9c1d2,0b1c2d
         */
        SubmissionIdCsv: string;
        /**
         * @description A submission (account) id, 6 to 8 lowercase hexadecimal characters.
         * @example 3fa9c1d2
         */
        SubmissionId: string;
        /** @description Who, where and for which campaign a submission was taken. */
        AccountCore: {
            ID: components["schemas"]["SubmissionId"];
            /** @description The display name of the submission (usually first and last name). */
            Name?: string;
            /** @description The campaign id. */
            Campaign?: components["schemas"]["Id"];
            /** @description The team id. */
            Team?: components["schemas"]["Id"];
            /** @description The id of the player (user) who took the submission. */
            Player?: components["schemas"]["Id"];
            /** @description The campaign's title. */
            CampaignName?: string;
            /** @description The team's title. */
            TeamName?: string;
            /** @description The player's full name. */
            PlayerName?: string;
        };
        /**
         * @description The ISO 4217 currency of `Amount`. The console derives it from the country code (US USD, GB GBP, CA CAD, FR and ES EUR, SG SGD, PE PEN, IN INR; default USD).
         * @default USD
         * @example CAD
         * @enum {string}
         */
        AccountCurrency: "USD" | "GBP" | "CAD" | "EUR" | "SGD" | "PEN" | "INR";
        /**
         * @description How often the pledged amount is charged.
         * @example monthly
         * @enum {string}
         */
        AccountFrequency: "once" | "monthly" | "quarterly" | "yearly";
        /** @description The uppercase editable fields: the donor's contact details and the pledge. These are the fields a submission change request usually touches; configuration can add more. */
        AccountContact: {
            /** @description The pledged amount, in `Currency`. */
            Amount?: number;
            Currency?: components["schemas"]["AccountCurrency"];
            Frequency?: components["schemas"]["AccountFrequency"];
            /** @description The submission's status (the set of statuses is configured per host). */
            Status?: string;
            /** @description The reason recorded with the submission (for example why it was changed or cancelled). */
            Reason?: string;
            /** @description The donor's title (Mr, Ms, Dr, ...). */
            Title?: string;
            FirstName?: string;
            LastName?: string;
            /** @description The donor's gender, as configured for the campaign's form. */
            Gender?: string;
            Address1?: string;
            Address2?: string;
            City?: string;
            /** @description State, province or county. */
            Region?: string;
            /** @description Postal or ZIP code. */
            Zip?: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            Country?: string;
            /** Format: email */
            Email?: string;
            Phone?: string;
            MobilePhone?: string;
        };
        /**
         * @description Where the submission's payment stands.
         * @example approved
         * @enum {string}
         */
        AccountPaymentStatus: "pending" | "approved" | "declined" | "failed" | "refunded" | "cancelled";
        /** @description Payment fields. The spec's `Card*`, `Bank*` and `PaymentAddress*` groups are spelled out; `LastImportDate`, which the spec lists as both a payment and a date field, is in `AccountDates`. Hidden from operators restricted by `nosubpay`. */
        AccountPaymentFields: {
            /** @description The payment processor's transaction id. */
            TransactionID?: string;
            PaymentStatus?: components["schemas"]["AccountPaymentStatus"];
            /** @description The card brand (for example `visa`, `mastercard`, `amex`). */
            CardType?: string;
            /** @description The last four digits of the card. */
            CardLast4?: string;
            /** @description The card's expiry as MM/YY. */
            CardExpiry?: string;
            BankName?: string;
            /** @description The last four digits of the bank account number. */
            BankAccountLast4?: string;
            /** @description The IBAN, masked with `*` except for the country code, check digits and last four characters. */
            IBAN?: string;
            /** @description The bank's SWIFT/BIC code. */
            SWIFT?: string;
            /** @description Why the last payment attempt failed, as the processor reported it. */
            TransactionErrorReason?: string | null;
            /** @description The payment processor's raw response to the last attempt. */
            TransactionResponse?: string | null;
            /** @description How many payment attempts were made while submitting. */
            Meta_subAttempts?: number;
            /** @description The reason of each failed payment attempt, oldest first. */
            Meta_failReasons?: string[];
            PaymentAddress1?: string;
            PaymentAddress2?: string;
            PaymentCity?: string;
            PaymentRegion?: string;
            PaymentZip?: string;
            /** @description ISO 3166-1 alpha-2 country code of the billing address. */
            PaymentCountry?: string;
        };
        /** @description Boolean facts recorded while the submission was taken and checked. */
        AccountFlags: {
            /** @description Another submission has the same donor details. */
            Duplicates?: boolean;
            /** @description Another submission used the same card. */
            DuplicatesCC?: boolean;
            /** @description The card number was scanned with the camera. */
            Meta_ccScanned?: boolean;
            /** @description The card was tapped (contactless). */
            Meta_ccTapped?: boolean;
            /** @description The address was changed after validation. */
            Meta_changedAddress?: boolean;
            /** @description The email address was changed after validation. */
            Meta_changedEmail?: boolean;
            Meta_addressValidated?: boolean;
            Meta_billingAddressValidated?: boolean;
            Meta_emailValidated?: boolean;
            /** @description An identity document was scanned. */
            Meta_idScanned?: boolean;
            /** @description A one-time code was sent by email. */
            Meta_OTPEmailSent?: boolean;
            /** @description A one-time code was sent by SMS. */
            Meta_OTPSMSSent?: boolean;
            /** @description The submission's recording has been transcribed. */
            Transcribed?: boolean;
        };
        /** @description The submission's dates, RFC 3339 in UTC. `DOB` is a calendar date, kept in UTC (no time-zone shift is applied to it). */
        AccountDates: {
            /** @description When the server received the submission (the default sort and date filter). */
            Received?: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the server finished processing the submission.
             */
            Processed?: string | null;
            /**
             * Format: date-time
             * @description When the payment transaction was processed (sort and filter date of the console's Processed option).
             */
            TransactionProcessed?: string | null;
            /** @description When the submission was created on the device. */
            Created?: components["schemas"]["Timestamp"];
            /** @description When the submission was last changed. */
            Updated?: components["schemas"]["Timestamp"];
            /**
             * Format: date
             * @description The donor's date of birth, a calendar date in UTC.
             */
            DOB?: string | null;
            /**
             * Format: date-time
             * @description When an import last changed this submission (also a payment field).
             */
            LastImportDate?: string | null;
            /**
             * Format: date-time
             * @description When the last recurring payment was taken.
             */
            lastRecurringPaymentDate?: string | null;
            /**
             * Format: date-time
             * @description When the pledge was cancelled.
             */
            cancelDate?: string | null;
        };
        /**
         * @description A submission (account, sub). Made of its core, contact, payment, flag and date fields; configuration can add fields (and remove payment and uppercase fields), so further properties are allowed. Fields starting with `_` are never listed. A query that names `Fields` returns only those fields plus `ID`.
         * @example {
         *       "ID": "3fa9c1d2",
         *       "Name": "Ada Lovelace",
         *       "Campaign": "c1a2b3",
         *       "Team": "t4e5a6",
         *       "Player": "p7q8r9",
         *       "CampaignName": "Winter Appeal",
         *       "TeamName": "Downtown",
         *       "PlayerName": "Sam Field",
         *       "Amount": 25,
         *       "Currency": "CAD",
         *       "Frequency": "monthly",
         *       "FirstName": "Ada",
         *       "LastName": "Lovelace",
         *       "Email": "ada@example.org",
         *       "City": "Toronto",
         *       "Region": "ON",
         *       "Country": "CA",
         *       "PaymentStatus": "approved",
         *       "CardType": "visa",
         *       "CardLast4": "4242",
         *       "CardExpiry": "09/28",
         *       "TransactionErrorReason": null,
         *       "Meta_subAttempts": 1,
         *       "Duplicates": false,
         *       "Meta_ccScanned": true,
         *       "Received": "2026-11-21T09:30:00.000Z",
         *       "Processed": "2026-11-21T09:31:12.000Z",
         *       "TransactionProcessed": "2026-11-21T09:31:10.000Z",
         *       "DOB": "1990-12-10"
         *     }
         */
        Account: {
            [key: string]: unknown;
        } & (components["schemas"]["AccountCore"] & components["schemas"]["AccountContact"] & components["schemas"]["AccountPaymentFields"] & components["schemas"]["AccountFlags"] & components["schemas"]["AccountDates"]);
        /** @description Designed (issue #4): true when `Count` is an estimate (a large result counted from the planner's statistics or a recent cached count) rather than an exact count. Absent or false means exact. */
        CountApproximate: boolean;
        /** @description Designed (issue #4): the keyset cursor of the page after this one; send it back as `Cursor`. Absent on the last page. */
        NextCursor: string;
        /** @description One page of submissions and the total number that match. */
        AccountList: {
            Accounts: components["schemas"]["Account"][];
            Count: components["schemas"]["Count"];
            CountApproximate?: components["schemas"]["CountApproximate"];
            NextCursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description The kind of cancellation (configured per host, for example `cancel`, `refund`, `chargeback`).
         * @example cancel
         */
        CancelType: string;
        /**
         * @description A cancellation of a submission's pledge.
         * @example {
         *       "ID": "k9x8y7",
         *       "AccountID": "3fa9c1d2",
         *       "Type": "cancel",
         *       "Reason": "Financial reasons",
         *       "Amount": 25,
         *       "CampaignName": "Winter Appeal",
         *       "TeamName": "Downtown",
         *       "PlayerName": "Sam Field",
         *       "cancelDate": "2026-12-01T00:00:00.000Z",
         *       "Created": "2026-11-21T10:00:00.000Z"
         *     }
         */
        Cancel: {
            ID: components["schemas"]["Id"];
            AccountID: components["schemas"]["SubmissionId"];
            Type: components["schemas"]["CancelType"];
            /** @description Why the donor cancelled. */
            Reason?: string;
            /** @description The cancelled amount, in the submission's currency. */
            Amount?: number;
            Campaign?: components["schemas"]["Id"];
            Team?: components["schemas"]["Id"];
            Player?: components["schemas"]["Id"];
            CampaignName?: string;
            TeamName?: string;
            PlayerName?: string;
            /**
             * Format: date-time
             * @description When the pledge stops (the submission's `cancelDate`).
             */
            cancelDate?: string;
            /** @description When the cancellation was recorded. */
            Created: components["schemas"]["Timestamp"];
        };
        CancelList: {
            Result: components["schemas"]["Cancel"][];
            Count: components["schemas"]["Count"];
            CountApproximate?: components["schemas"]["CountApproximate"];
            NextCursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description Designed (issue 22): whether the check-in's position is inside or outside its campaign's territory (`settings/territory.json`; on an edge counts as inside). Left out when there is nothing to check: no position, no campaign, or a campaign without territory polygons.
         * @enum {string}
         */
        CheckinGeofence: "inside" | "outside";
        /** @description Where a check-in was made. The console labels it "City, REGION, CC". */
        CheckinLocation: {
            lat: number;
            lng: number;
            city?: string;
            region?: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            country_iso2?: string;
        };
        /**
         * @description A player's check-in at the start of a shift in the field.
         * @example {
         *       "ID": "h1j2k3",
         *       "PlayerID": "p7q8r9",
         *       "PlayerName": "Sam Field",
         *       "TeamName": "Downtown",
         *       "CampaignName": "Winter Appeal",
         *       "Created": "2026-11-21T08:58:00.000Z",
         *       "Location": {
         *         "lat": 43.6532,
         *         "lng": -79.3832,
         *         "city": "toronto",
         *         "region": "on",
         *         "country_iso2": "ca"
         *       },
         *       "HasPicture": true,
         *       "Length": 4,
         *       "Geofence": "outside"
         *     }
         */
        Checkin: {
            ID: components["schemas"]["Id"];
            PlayerID: components["schemas"]["Id"];
            PlayerName?: string;
            TeamName?: string;
            CampaignName?: string;
            /** @description When the player checked in. */
            Created: components["schemas"]["Timestamp"];
            Location?: components["schemas"]["CheckinLocation"];
            /** @description A picture was taken; fetch it from `GET /checkins/{id}/picture/`. */
            HasPicture?: boolean;
            /** @description The planned shift length in hours (the campaign's check-in length, 4 by default). */
            Length?: number;
            Geofence?: components["schemas"]["CheckinGeofence"];
        };
        CheckinList: {
            Result: components["schemas"]["Checkin"][];
            Count: components["schemas"]["Count"];
            CountApproximate?: components["schemas"]["CountApproximate"];
            NextCursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description The channel a conversation runs on.
         * @enum {string}
         */
        ChatChannel: "sms" | "email" | "web" | "whatsapp";
        /**
         * @description A conversation with a donor, usually about a submission.
         * @example {
         *       "ID": "m4n5o6",
         *       "AccountID": "3fa9c1d2",
         *       "PlayerName": "Sam Field",
         *       "CampaignName": "Winter Appeal",
         *       "Channel": "sms",
         *       "LastMessage": "Thanks, see you next month!",
         *       "Messages": 6,
         *       "Created": "2026-11-21T09:35:00.000Z",
         *       "Updated": "2026-11-21T11:02:00.000Z"
         *     }
         */
        Chat: {
            ID: components["schemas"]["Id"];
            /** @description The submission the conversation is about; `null` when it is not linked to one. */
            AccountID?: components["schemas"]["SubmissionId"] | null;
            /** @description The player who handles the conversation. */
            PlayerName?: string;
            TeamName?: string;
            CampaignName?: string;
            Channel: components["schemas"]["ChatChannel"];
            /** @description The text of the latest message, possibly shortened. */
            LastMessage?: string;
            /** @description How many messages the conversation holds. */
            Messages?: number;
            Created: components["schemas"]["Timestamp"];
            /** @description When the latest message arrived. */
            Updated?: components["schemas"]["Timestamp"];
        };
        ChatList: {
            Result: components["schemas"]["Chat"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description Designed (issue 22): one message of a chat, read-only in the console. `Author` is `donor` or `player` (the fundraiser who handles the chat).
         * @example {
         *       "ID": "q1r2s3",
         *       "Author": "donor",
         *       "Body": "Can I change the day my gift is taken?",
         *       "Sent": "2026-11-21T09:35:00.000Z"
         *     }
         */
        ChatMessage: {
            ID: components["schemas"]["Id"];
            /** @enum {string} */
            Author: "donor" | "player";
            Body: string;
            Sent: components["schemas"]["Timestamp"];
        };
        /** @description Designed (issue 22): a chat and its messages, oldest first. */
        ChatMessageList: {
            Chat: components["schemas"]["Chat"];
            Messages: components["schemas"]["ChatMessage"][];
        };
        /**
         * @description The name of a submission field (for example `Email` or `Meta_ccScanned`). Names starting with `_` are hidden fields: they are never listed, requested or edited.
         * @example Email
         */
        AccountFieldName: string;
        /** @description The new value; `null` clears the field. */
        AccountChangeValue: string | number | boolean | null;
        /** @description One field of one submission set to a new value. */
        AccountChange: {
            ID: components["schemas"]["SubmissionId"];
            Field: components["schemas"]["AccountFieldName"];
            Value: components["schemas"]["AccountChangeValue"];
            /** @description The value the operator saw before changing it (designed for issue #18). When given, the change is applied only if the stored value still equals it (numbers compared as numbers, `null` and a missing field alike); otherwise the whole request is refused with 409. */
            Old?: components["schemas"]["AccountChangeValue"];
        };
        /**
         * @description A submission change request: the reason and the changes. Applied all or nothing: when one change is invalid nothing is written.
         * @example {
         *       "Reason": "Donor called to correct the email and raise the amount.",
         *       "Changes": [
         *         {
         *           "ID": "3fa9c1d2",
         *           "Field": "Email",
         *           "Value": "ada.lovelace@example.org"
         *         },
         *         {
         *           "ID": "3fa9c1d2",
         *           "Field": "Amount",
         *           "Value": 30
         *         },
         *         {
         *           "ID": "0b1c2d",
         *           "Field": "Meta_emailValidated",
         *           "Value": true
         *         }
         *       ]
         *     }
         */
        AccountChangeRequest: {
            /** @description Why the submissions are changed; kept in their history. */
            Reason: string;
            Changes: components["schemas"]["AccountChange"][];
        };
        /**
         * @description What a change request wrote.
         * @example {
         *       "updated": 2,
         *       "Accounts": [
         *         "3fa9c1d2",
         *         "0b1c2d"
         *       ]
         *     }
         */
        AccountChangeResult: {
            /** @description How many submissions were changed. */
            updated: number;
            /** @description The ids of the changed submissions. */
            Accounts: components["schemas"]["SubmissionId"][];
        };
        /** @description The choices offered for the field, in display order. */
        OptionalFieldValues: string[];
        /** @description The campaigns the options apply to, or `default` for every campaign without its own list. */
        OptionalFieldCampaigns: components["schemas"]["Id"][] | "default";
        /**
         * @description The choices of an optional submission field, for some campaigns or by default.
         * @example {
         *       "id": "f1e2d3",
         *       "field": "Gender",
         *       "options": [
         *         "Female",
         *         "Male",
         *         "Non-binary",
         *         "Prefer not to say"
         *       ],
         *       "campaigns": "default"
         *     }
         */
        OptionalFieldOption: {
            id: components["schemas"]["Id"];
            field: components["schemas"]["AccountFieldName"];
            options: components["schemas"]["OptionalFieldValues"];
            campaigns: components["schemas"]["OptionalFieldCampaigns"];
        };
        OptionalFieldOptionList: {
            Result: components["schemas"]["OptionalFieldOption"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description An optional field option to save. Without `id` a new option is created; with `id` that option is replaced.
         * @example {
         *       "field": "Gender",
         *       "options": [
         *         "Female",
         *         "Male",
         *         "Non-binary"
         *       ],
         *       "campaigns": [
         *         "c1a2b3",
         *         "c4d5e6"
         *       ]
         *     }
         */
        OptionalFieldOptionInput: {
            id?: components["schemas"]["Id"];
            field: components["schemas"]["AccountFieldName"];
            options: components["schemas"]["OptionalFieldValues"];
            campaigns: components["schemas"]["OptionalFieldCampaigns"];
        };
        /**
         * @description Entity ids (campaigns or teams), comma-joined without spaces.
         * @example c1a2b3,c4d5e6
         */
        DashboardIdCsv: string;
        /**
         * @description The values stored in a submission field, with how many submissions hold each.
         * @example {
         *       "Result": [
         *         {
         *           "value": "Female",
         *           "count": 5120
         *         },
         *         {
         *           "value": "Male",
         *           "count": 4870
         *         }
         *       ],
         *       "Count": 2
         *     }
         */
        OptionalFieldUsage: {
            Result: {
                /** @description A value as stored (text). */
                value: string;
                /** @description How many submissions hold it. */
                count: number;
            }[];
            /** @description How many values are listed. */
            Count: number;
        };
        /** @description A submission file sent by a device or a partner system. */
        AccountIncomingUpload: {
            /** @description The submission file (one submission or a batch, JSON or a zip with its assets). */
            file: Blob | string;
        };
        /**
         * @description The submissions accepted for processing.
         * @example {
         *       "received": 1,
         *       "ids": [
         *         "3fa9c1d2"
         *       ]
         *     }
         */
        AccountIncomingResult: {
            /** @description How many submissions the file held. */
            received: number;
            /** @description The ids of the accepted submissions. */
            ids: components["schemas"]["SubmissionId"][];
        };
        /** @description The `/subs` filter model (the query parameters of `queryAccounts`, same names and values): the submissions the filter matches in the caller's scope are the selection. */
        BatchEditFilters: {
            /** @description Comma-joined campaign ids. */
            Campaign?: string;
            /** @description Comma-joined team ids. */
            Team?: string;
            /** @description Comma-joined player ids. */
            Player?: string;
            /** @description Comma-joined submission ids. */
            ID?: string;
            PaymentStatus?: string;
            Frequency?: string;
            q?: string;
            /** Format: date-time */
            After?: string;
            /** Format: date-time */
            Before?: string;
            /** @enum {string} */
            DateField?: "Received" | "Processed" | "Created" | "Updated";
            timezone?: string;
        };
        /** @description One field set to one value on every selected submission. */
        BatchEditSet: {
            Field: components["schemas"]["AccountFieldName"];
            Value: components["schemas"]["AccountChangeValue"];
        };
        /** @description One row of an uploaded CSV (`ID` + changed columns), values as typed in the file. */
        BatchEditRow: {
            /** @description The submission id as written in the file (checked per row, not by the schema). */
            ID: string;
            /** @description Field name → new value (text is read with the field's mask, as in the lookup's edit). */
            Values: {
                [key: string]: components["schemas"]["AccountChangeValue"];
            };
        };
        /** @description Which submissions and what to set. Exactly one selection: `Filters` (the `/subs` filter), `IDs` (a pasted or uploaded list) — both with `Set` — or `Rows` (a CSV of `ID` + changed columns). At most 10 000 submissions. `Reason` is required to apply, optional to preview. */
        BatchEditRequest: {
            /** @description Why the submissions are changed; kept in each changed submission's history entry. */
            Reason?: string;
            Filters?: components["schemas"]["BatchEditFilters"];
            IDs?: string[];
            Set?: components["schemas"]["BatchEditSet"][];
            Rows?: components["schemas"]["BatchEditRow"][];
        };
        /**
         * @description A job's id (a UUID, lowercase).
         * @example 3f8e1a52-7c1b-4f0e-9d7a-2b6c5e4d3a21
         */
        JobId: string;
        /** @description What the job does, e.g. `export-run`; each feature that runs jobs names its kinds. */
        JobKind: string;
        /**
         * @description `queued` (waiting for a worker), `running`, `done` (with `result`), `failed` (with `error`; can be retried) or `cancelled` (can be retried). The last three are final.
         * @enum {string}
         */
        JobStatus: "queued" | "running" | "done" | "failed" | "cancelled";
        /** @description Units done of units expected (rows written of rows expected…), stored at least every second while the job runs. `total` is null until the job knows it. */
        JobProgress: {
            done: number;
            total: number | null;
        };
        /** @description A job of the queue as its owner sees it. */
        Job: {
            id: components["schemas"]["JobId"];
            kind: components["schemas"]["JobKind"];
            /** @description The user who started it; null for the system's own jobs. */
            owner: components["schemas"]["Id"] | null;
            status: components["schemas"]["JobStatus"];
            progress: components["schemas"]["JobProgress"];
            /** @description What a `done` job produced (its kind says the shape); null otherwise. */
            result: unknown;
            /** @description Why a `failed` job failed; null otherwise. */
            error: string | null;
            /** @description Times a worker started it (a restart after a server stopped mid-job counts again). */
            attempts: number;
            Created: components["schemas"]["Timestamp"];
            /** @description When the last attempt started. */
            Started: components["schemas"]["Timestamp"] | null;
            /** @description When it reached a final status. */
            Finished: components["schemas"]["Timestamp"] | null;
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description Why a submission cannot be changed (`not-found`, `not-allowed`, `field`, `hidden`, or a value problem code). */
        BatchEditProblem: {
            /** @description The field concerned; absent when the whole submission is concerned. */
            Field?: string;
            code: string;
            message: string;
        };
        /** @description One submission of the batch, old → new per field, and its problems. */
        BatchEditItem: {
            ID: string;
            /**
             * @description `change` (something will change), `same` (every value is already the new one) or `fail`.
             * @enum {string}
             */
            Outcome: "change" | "same" | "fail";
            Changes: {
                Field: string;
                Old: components["schemas"]["AccountChangeValue"];
                New: components["schemas"]["AccountChangeValue"];
            }[];
            Problems: components["schemas"]["BatchEditProblem"][];
        };
        /** @description What applying would do; nothing was written. Counts cover the whole batch; `Items` lists at most 500 submissions, those with problems first. */
        BatchEditPreview: {
            Count: number;
            Changing: number;
            Unchanged: number;
            Failing: number;
            Items: components["schemas"]["BatchEditItem"][];
        };
        /** @description What a batch-edit job did so far (whole once it is done; partial when cancelled or failed): per submission `changed`, `unchanged` or `failed` with the reason. */
        BatchEditReport: {
            Changed: number;
            Unchanged: number;
            Failed: number;
            Rows: {
                ID: string;
                /** @enum {string} */
                Outcome: "changed" | "unchanged" | "failed";
                /** @description Why it failed; empty otherwise. */
                Message: string;
            }[];
        };
        /**
         * @description A campaign task that can be run again for a submission (for example `receipt`, `welcome-email`, `crm-push`).
         * @example receipt
         */
        ResendTaskName: string;
        /**
         * @description One task of a submission and how it last went.
         * @example {
         *       "task": "receipt",
         *       "status": "sent",
         *       "lastSent": "2026-11-21T09:32:00.000Z"
         *     }
         */
        ResendTask: {
            task: components["schemas"]["ResendTaskName"];
            /**
             * @description The task's last outcome.
             * @enum {string}
             */
            status: "pending" | "sent" | "failed" | "skipped";
            /**
             * Format: date-time
             * @description When the task last ran; `null` when it never ran.
             */
            lastSent?: string | null;
        };
        ResendTaskList: {
            Result: components["schemas"]["ResendTask"][];
            Count: components["schemas"]["Count"];
        };
        /** @description The acknowledgement of a write that returns no entity. */
        OkResult: {
            /** @constant */
            ok: true;
            id?: components["schemas"]["Id"];
        };
        /** @description One submission's transcription job. */
        TranscriptionJob: {
            account: components["schemas"]["SubmissionId"];
            /** @description The job's id (`GET /jobs/{id}/`). */
            jobId: string;
        };
        /**
         * @description The submissions whose recordings were queued for transcription.
         * @example {
         *       "queued": [
         *         "3fa9c1d2",
         *         "0b1c2d"
         *       ]
         *     }
         */
        TranscriptionQueued: {
            queued: components["schemas"]["SubmissionId"][];
            /** @description Designed (issue 25): the transcription job of each queued submission, so a client can follow it with `getJob`. */
            jobs?: components["schemas"]["TranscriptionJob"][];
        };
        /**
         * @description Which submissions of the digital ear's queue by their review.
         * @default all
         * @enum {string}
         */
        EarReviewFilter: "all" | "unreviewed" | "reviewed" | "flagged";
        /**
         * @description `reviewed`: scored; `flagged`: scored and needing attention.
         * @enum {string}
         */
        QaReviewStatus: "reviewed" | "flagged";
        /** @description A submission with a recording, as the digital ear lists it. */
        EarQueueItem: {
            ID: components["schemas"]["SubmissionId"];
            Campaign: components["schemas"]["Id"];
            CampaignName: string;
            Team: string | null;
            TeamName: string | null;
            Player: string | null;
            PlayerName: string | null;
            Received: components["schemas"]["Timestamp"];
            /** @description The recording's file name among the submission's stored files (`getEntityAssetFile`). */
            Recording: string;
            /** @description Whether `transcription.txt` exists. */
            Transcribed: boolean;
            /** @description The latest review's status and score; `null` when not reviewed yet. */
            Review: null | {
                status: components["schemas"]["QaReviewStatus"];
                score: number;
            };
        };
        EarQueue: {
            Result: components["schemas"]["EarQueueItem"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A checklist item's id (letters, digits, `_` and `-`).
         * @example disclosedCharity
         */
        QaChecklistItemId: string;
        /** @description One thing a reviewer checks in a recording. */
        QaChecklistItem: {
            id: components["schemas"]["QaChecklistItemId"];
            /** @description What the reviewer checks, as shown. */
            label: string;
            /** @description How much the item counts in the score. */
            weight: number;
        };
        /** @description The QA checklist (designed, issue 25). */
        QaChecklist: {
            items: components["schemas"]["QaChecklistItem"][];
        };
        /** @description A submission's latest QA review. */
        QaReview: {
            account: components["schemas"]["SubmissionId"];
            /** @description The weighted share of items met, in percent. */
            score: number;
            answers: {
                [key: string]: boolean;
            };
            comment: string;
            status: components["schemas"]["QaReviewStatus"];
            reviewer: components["schemas"]["Id"];
            reviewerName: string;
            reviewed: components["schemas"]["Timestamp"];
            /** @description The checklist as it was when the review was saved. */
            checklist: components["schemas"]["QaChecklistItem"][];
        };
        /** @description A reviewer's scoring of a recording. */
        QaReviewInput: {
            /** @description `true` (met) or `false` (not met) for every checklist item, by item id. */
            answers: {
                [key: string]: boolean;
            };
            /** @description The reviewer's comment. */
            comment?: string;
            status: components["schemas"]["QaReviewStatus"];
        };
        /** @description A submission field an imported column can be mapped to. */
        ImportSupportedKey: {
            key: components["schemas"]["AccountFieldName"];
            /** @description The field's display label. */
            label: string;
            /** @description The value format the field accepts (for example `text`, `number`, `boolean`, `date:YYYY-MM-DD`, `date:DD.MM.YYYY`); the default of `formats`. */
            acceptedFormat: string;
            /** @description Every format a column mapped to this key may be in (designed, issue 23). */
            formats?: string[];
        };
        /**
         * @description The fields imports can fill.
         * @example {
         *       "supportedKeys": [
         *         {
         *           "key": "Email",
         *           "label": "Email",
         *           "acceptedFormat": "text"
         *         },
         *         {
         *           "key": "Received",
         *           "label": "Received",
         *           "acceptedFormat": "date:YYYY-MM-DD"
         *         }
         *       ]
         *     }
         */
        ImportFields: {
            supportedKeys: components["schemas"]["ImportSupportedKey"][];
        };
        /**
         * @description Where to upload an import file before processing it.
         * @example {
         *       "url": "https://uploads.canvass.test/imports/p7q8r9/donors.xlsx?signature=abc123"
         *     }
         */
        ImportUploadUrl: {
            /**
             * Format: uri
             * @description Where to send the file: this server's `processImport` path for the player and file (POST it as the multipart `file` part, usually with `dryrun=true`); the stored upload is then re-used with `previouslyuploaded=true` (decision 0037).
             */
            url: string;
        };
        /** @description How one column of the imported file maps onto a submission field. */
        ImportColumnMapping: {
            /** @description The column header in the file. */
            importedKey: string;
            supportedKey: components["schemas"]["AccountFieldName"];
            /** @description The format the column's values are in (one of the supported key's formats). */
            acceptedFormat?: string;
        };
        /** @description The column mapping, one entry per imported column that is used. */
        ImportColumnMap: components["schemas"]["ImportColumnMapping"][];
        /**
         * @description A likely duplicate: `skip` the row, `update` the existing submission, or `import` it anyway.
         * @enum {string}
         */
        ImportDuplicateAction: "skip" | "update" | "import";
        /** @description What to do with likely duplicates (designed, issue 23). */
        ImportDuplicateChoices: {
            /** @description The choice for every duplicate without its own (default `skip`). */
            action?: components["schemas"]["ImportDuplicateAction"];
            /** @description Choices for single rows, keyed by the 1-based sheet row number. */
            rows?: {
                [key: string]: components["schemas"]["ImportDuplicateAction"];
            };
        };
        /** @description The parts of an import run. Booleans are sent as the strings `true` and `false`. The `file` part is required unless `previouslyuploaded` is `true` (the file was sent to the URL from `GET /imports/process/{user}/{file}`). */
        ImportProcessForm: {
            /** @description The spreadsheet, CSV or XLSX. */
            file?: Blob | string;
            /** @description The sheet to read, by name or 0-based index (default the first sheet). */
            page?: string;
            /** @description The campaigns the imported rows belong to, comma-joined ids. */
            campaignlist: components["schemas"]["SubmissionFilterIdCsv"];
            /**
             * @description `true` when the file was already uploaded to the upload URL, so no `file` part is sent.
             * @default false
             * @enum {string}
             */
            previouslyuploaded: "true" | "false";
            /** @description The column mapping as a JSON string (an `ImportColumnMap`). */
            columnMap: string;
            /**
             * @description `true` validates every row and reports what would happen without writing anything.
             * @default false
             * @enum {string}
             */
            dryrun: "true" | "false";
            /**
             * @description Designed (issue 23): `validOnly` imports the valid rows; `allOrNothing` writes nothing unless every row is valid (as the bulk users' `mode`).
             * @default validOnly
             * @enum {string}
             */
            mode: "validOnly" | "allOrNothing";
            /** @description Designed (issue 23): what to do with likely duplicates, as a JSON string (an `ImportDuplicateChoices`); default skip them all. */
            duplicates?: string;
        };
        /** @description A row that likely repeats an existing submission of the target campaigns or an earlier row of the file (designed, issue 23; the rules: decision 0037). */
        ImportDuplicate: {
            /** @description The 1-based row number in the sheet (the header is row 1). */
            row: number;
            /**
             * @description What matched, normalised (same email, same phone, or same name and postcode).
             * @enum {string}
             */
            reason: "email" | "phone" | "namePostcode";
            /** @description The existing submission it matches. */
            account?: string;
            /** @description The earlier row of the file it matches. */
            otherRow?: number;
            /** @description What the run does with it (the choice sent, or `skip`). */
            action: components["schemas"]["ImportDuplicateAction"];
        };
        /** @description A problem with one row of the file. */
        ImportRowError: {
            /** @description The 1-based row number in the sheet (the header is row 1). */
            row: number;
            /** @description The submission field (supported key) at fault, when one is. */
            field?: string;
            message: string;
        };
        /**
         * @description The outcome of an import run (or what it would be, for a dry run).
         * @example {
         *       "dryrun": true,
         *       "rows": 120,
         *       "imported": 117,
         *       "skipped": 3,
         *       "errors": [
         *         {
         *           "row": 14,
         *           "field": "Email",
         *           "message": "is not a valid email address"
         *         }
         *       ]
         *     }
         */
        ImportResult: {
            /** @description The stored upload (designed, issue 23). */
            id?: string;
            /** @description The queued run's job id (a real run; `GET /jobs/{id}/` follows it). */
            job?: string;
            /** @description The sheet's column headers, in order. */
            header?: string[];
            /** @description The workbook's sheet names (XLSX only). */
            sheets?: string[];
            /** @description Existing submissions updated (or that would be). */
            updated?: number;
            duplicates?: components["schemas"]["ImportDuplicate"][];
            /** @description This was a dry run; nothing was written. */
            dryrun: boolean;
            /** @description Data rows read from the sheet. */
            rows: number;
            /** @description Rows imported (or that would be, in a dry run). */
            imported: number;
            /** @description Rows skipped (already imported, or invalid). */
            skipped: number;
            errors: components["schemas"]["ImportRowError"][];
        };
        /** @description One earlier import. */
        ImportHistoryEntry: {
            /** @description The stored upload (designed, issue 23). */
            id?: string;
            /** @description The sheet's column headers. */
            header?: string[];
            sheets?: string[];
            /** @description The sheet last read. */
            page?: string;
            /** @description The mapping last used with this upload (re-usable per campaign). */
            columnMap?: components["schemas"]["ImportColumnMap"];
            campaigns?: components["schemas"]["Id"][];
            /** @description The last real run's job. */
            job?: string;
            /** @description The last real run's report, kept with the upload and written with each chunk of rows, so it is right after a cancel or a crash: `rows`, `created`, `updated`, `skipped`, `failed`, `errors`, `header`, `failedRows`, `note` (decision 0037). */
            result?: Record<string, never>;
            /** @description The id of the player who ran the import. */
            user: components["schemas"]["Id"];
            /** @description The file name. */
            file: string;
            /** @description When the file was uploaded. */
            uploaded: components["schemas"]["Timestamp"];
            rows?: number;
            /** @enum {string} */
            status: "uploaded" | "processing" | "completed" | "failed";
        };
        /**
         * @description Earlier imports, newest first.
         * @example [
         *       {
         *         "user": "p7q8r9",
         *         "file": "donors.xlsx",
         *         "uploaded": "2026-11-20T15:00:00.000Z",
         *         "rows": 120,
         *         "status": "completed"
         *       }
         *     ]
         */
        ImportHistory: components["schemas"]["ImportHistoryEntry"][];
        /**
         * @description An external service the server can pull submissions from (for example `gofundme`).
         * @example gofundme
         */
        IntegrationProvider: string;
        /** @description Provider-specific options for the run (for example a date range or a page token). */
        IntegrationSyncOptions: {
            [key: string]: unknown;
        };
        /** @description Marks a fundraising-platform batch task as complete. */
        BatchCompleteTaskRequest: {
            /** @description The batch task id. */
            id: components["schemas"]["Id"];
        };
        /**
         * @description A batch's run state (designed, decision 0038).
         * @enum {string}
         */
        IntegrationBatchStatus: "running" | "done" | "failed";
        /** @description One run of a fundraising-platform integration for a campaign (designed, decision 0038). */
        IntegrationBatch: {
            id: components["schemas"]["Id"];
            provider: components["schemas"]["IntegrationProvider"];
            campaign: components["schemas"]["Id"];
            /** @description The campaign's title. */
            campaignName?: string;
            status: components["schemas"]["IntegrationBatchStatus"];
            /** @description Rows the provider sent. */
            received: number;
            /** @description Rows that made a new submission. */
            created: number;
            /** @description Rows already imported by an earlier run. */
            existing: number;
            /** @description Rows refused, with their problems. */
            failed: number;
            /** @description Why the provider could not be read (a failed batch); `null` otherwise. */
            error: string | null;
            /** @description How many times the batch ran (re-runs count). */
            runs: number;
            started: components["schemas"]["Timestamp"];
            finished: components["schemas"]["Timestamp"] | null;
            /** @description When the batch task was completed (`completeBatchTask`); `null` until then. */
            completed: components["schemas"]["Timestamp"] | null;
        };
        /** @description A page of batches, newest first (designed, decision 0038). */
        IntegrationBatchList: {
            Result: components["schemas"]["IntegrationBatch"][];
            Count: components["schemas"]["Count"];
        };
        /** @description What one row the provider sent became (designed, decision 0038). */
        IntegrationBatchRow: {
            /** @description The row's position in the provider's answer (1-based). */
            row: number;
            /** @description The provider's id of the donation. */
            externalId: string | null;
            /** @description The submission the row made or matched; `null` for a failed row. */
            account: components["schemas"]["SubmissionId"] | null;
            /** @enum {string} */
            status: "created" | "existing" | "failed";
            /** @description The fields of a failed row and why (the SDK's submission value rules). */
            problems: components["schemas"]["ProblemFieldError"][];
            /** @description The row as the provider sent it, mapped to submission fields. */
            data: {
                [key: string]: unknown;
            };
        };
        IntegrationBatchDetail: components["schemas"]["IntegrationBatch"] & {
            rows: components["schemas"]["IntegrationBatchRow"][];
        };
        /**
         * @description One optional field: its metadata key, its label (with translations by locale), its type and its limits. Values are stored by type: `text` and `choice` as strings, `number` as a number, `boolean` as true or false, `date` as `YYYY-MM-DD`. An empty value removes the key.
         * @example {
         *       "key": "startDate",
         *       "label": "Start date",
         *       "labels": {
         *         "fr-CA": "Date d’entrée",
         *         "es-ES": "Fecha de incorporación"
         *       },
         *       "type": "date"
         *     }
         */
        PortalMetadataField: {
            /** @description The metadata key (not `homepage`, which has its own field). */
            key: string;
            /** @description The label, in the organisation's default language. */
            label: string;
            /** @description The label in other languages, by locale. */
            labels?: {
                [key: string]: string;
            };
            /**
             * @description The value type, and the input the page shows.
             * @enum {string}
             */
            type: "text" | "number" | "boolean" | "date" | "choice";
            /**
             * @description Whether a value must be given (a `boolean` field is never required).
             * @default false
             */
            required: boolean;
            /**
             * @description The longest `text` value, in characters.
             * @default 200
             */
            maxLength: number;
            /** @description The values a `choice` field offers (required for `choice`). */
            options?: string[];
        };
        /**
         * @description The optional fields (metadata keys) the user's or team's "optional fields" page offers, in order (the spec does not show their shape; decision 0011). The home page (`homepage`) is always offered and is not listed here. A user's or team's metadata may hold other keys; they are kept. When a user or team is saved with `metadata`, the server checks the listed keys against their definitions (422 naming `/metadata/<key>`).
         * @example [
         *       {
         *         "key": "employeeId",
         *         "label": "Employee number",
         *         "type": "text",
         *         "maxLength": 20
         *       },
         *       {
         *         "key": "shirtSize",
         *         "label": "Shirt size",
         *         "type": "choice",
         *         "options": [
         *           "S",
         *           "M",
         *           "L",
         *           "XL"
         *         ]
         *       }
         *     ]
         */
        PortalMetadataFields: components["schemas"]["PortalMetadataField"][];
        /**
         * @description The default map centre (about 42.80, -98.67 when not set).
         * @default {
         *       "lat": 42.8,
         *       "lng": -98.67
         *     }
         */
        PortalMapCenter: {
            /** @description Latitude in degrees. */
            lat: number;
            /** @description Longitude in degrees. */
            lng: number;
        };
        /** @description A submission field name (for example `CardType` or `Zip`). */
        AssetFieldName: string;
        /** @description Additions to and removals from a built-in list of submission fields (the payment fields, or the editable uppercase fields). */
        PortalFieldListChanges: {
            /** @description Field names to add to the list. */
            add?: components["schemas"]["AssetFieldName"][];
            /** @description Field names to remove from the list. */
            remove?: components["schemas"]["AssetFieldName"][];
        };
        /** @description Free object of typed settings. Every key is optional; an absent key, or one whose value has the wrong type, takes the default (the console logs a warning for the wrong type). */
        PortalSettingsOptions: {
            /**
             * @description Enables message (email) tracking views.
             * @default false
             */
            messageTracking: boolean;
            /**
             * @description Enables the clients area.
             * @default false
             */
            clientManagement: boolean;
            /**
             * @description Enables the email management group (blocks, domains).
             * @default false
             */
            emailManagement: boolean;
            /**
             * @description Enables email template management.
             * @default false
             */
            emailManagementTemplates: boolean;
            /**
             * @description Enables audio transcription requests (admin only).
             * @default false
             */
            transcription: boolean;
            /**
             * @description Hides the batch submission edit page.
             * @default false
             */
            hide_batch_edit: boolean;
            /**
             * @description Hides source code management.
             * @default false
             */
            hide_source_codes: boolean;
            /**
             * @description Hides optional field option management.
             * @default false
             */
            hide_field_opts: boolean;
            /**
             * @description Hides overrides (exclusions).
             * @default false
             */
            hide_overrides: boolean;
            /**
             * @description Hides dashboard page management.
             * @default false
             */
            hide_dash_pages: boolean;
            /** @description User (player) page settings, read as `user.hide_location` and `user.metadata`. */
            user?: {
                /**
                 * @description Hides user locations (for example on the active users page).
                 * @default false
                 */
                hide_location: boolean;
                metadata?: components["schemas"]["PortalMetadataFields"];
            } & {
                [key: string]: unknown;
            };
            /** @description Team page settings, read as `team.metadata`. */
            team?: {
                metadata?: components["schemas"]["PortalMetadataFields"];
            } & {
                [key: string]: unknown;
            };
            /** @description Per-role restrictions: for a role, the restriction flags (for example `noupdatecampaigns`) that apply to it by default. */
            restrictions?: {
                [key: string]: string[];
            };
            /**
             * @description The console route to open after sign-in, overriding the per-role default (a user or team metadata `homepage` still wins).
             * @example /subs
             */
            homepage?: string;
            /**
             * @description The IANA time zones offered in time zone pickers.
             * @default [
             *       "US/Alaska",
             *       "America/Los_Angeles",
             *       "US/Mountain",
             *       "US/Central",
             *       "US/Eastern",
             *       "Canada/Atlantic",
             *       "Europe/London",
             *       "Europe/Paris",
             *       "UTC"
             *     ]
             */
            timezones: string[];
            /**
             * @description The first day of the week for week ranges (0 Sunday to 6 Saturday).
             * @default 0
             */
            firstDayOfWeek: number;
            /**
             * @description The default dashboard type (`/dashboard/{type}`).
             * @default subs
             */
            dashboardType: string;
            mapCenter?: components["schemas"]["PortalMapCenter"];
            paymentFields?: components["schemas"]["PortalFieldListChanges"];
            uppercaseFields?: components["schemas"]["PortalFieldListChanges"];
        } & {
            [key: string]: unknown;
        };
        /** @description The portal settings file served from the assets base (`settings/portal.json`): the console's feature switches and defaults, with the time the file last changed. The console keeps it as the `settings` of its configuration. A setting whose value has another type than the one listed here is ignored by the console: it uses the default instead and logs a warning. Unknown settings are kept and passed through. */
        PortalSettings: {
            /**
             * @description The settings format version (the console's config version constant).
             * @example 0.0.1
             */
            version?: string;
            /**
             * Format: date-time
             * @description When the settings last changed.
             * @example 2026-11-21T09:30:00.000Z
             */
            modified?: string;
            options: components["schemas"]["PortalSettingsOptions"];
        } & {
            [key: string]: unknown;
        };
        /** @description A campaign's general settings file (`settings/general.json`). A free object: the keys below are the known ones (with the defaults a new campaign gets); other keys are kept as they are. */
        CampaignGeneralSettings: {
            /**
             * @description The campaign type.
             * @default in-person
             * @enum {string}
             */
            type: "in-person" | "self-serve" | "voip";
            /**
             * @description The number of attempts.
             * @default 3
             */
            attempts: number;
            /**
             * @description The timeout setting.
             * @default 5
             */
            timeout: number;
            /**
             * @description How submissions are sent.
             * @default default
             */
            submitMode: string;
            /**
             * @description Blocks screenshots in the field app.
             * @default false
             */
            blockScreenshot: boolean;
            /**
             * @description The check-in length, in units of `range`.
             * @default 4
             */
            checkinLength: number;
            /**
             * @description The unit of `checkinLength` (`h` for hours).
             * @default h
             */
            range: string;
            /**
             * @description Whether a picture is taken (`no` by default).
             * @default no
             */
            picture: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A file upload. JSON files are sent as a file too (the console posts the JSON text as the `file` part). The allowed types of the part are given by each operation's `encoding`. */
        AssetFileUpload: {
            /** @description The file's bytes; it replaces the stored file whole. */
            file: Blob | string;
        };
        /**
         * @description An asset's path relative to the assets base, without a leading slash.
         * @example assets/campaigns/a1b2c3/form.json
         */
        AssetPath: string;
        /** @description The stored file after a write. */
        AssetWriteResult: {
            path: components["schemas"]["AssetPath"];
            /** @description The stored size in bytes. */
            size: number;
            /**
             * Format: date-time
             * @description When the file was written (also sent as `Last-Modified`).
             * @example 2026-11-21T09:30:00.000Z
             */
            modified: string;
        };
        /** @description A JSON Merge Patch (RFC 7396) merged into the stored JSON file: a member set to `null` is removed, an object is merged recursively, any other value replaces the stored one. */
        AssetJsonMergePatch: {
            [key: string]: unknown;
        };
        /**
         * @description A position as `[longitude, latitude]` in degrees (longitude -180 to 180, latitude -90 to 90); an optional altitude may follow.
         * @example [
         *       -98.67,
         *       42.8
         *     ]
         */
        AssetGeoPosition: number[];
        /** @description A closed ring of at least 4 positions; the last equals the first. */
        AssetGeoLinearRing: components["schemas"]["AssetGeoPosition"][];
        /** @description A GeoJSON bounding box (`[west, south, east, north]`, or 6 numbers with altitudes). */
        AssetGeoBoundingBox: number[];
        /** @description A GeoJSON Polygon; the first ring is the outer boundary, any others are holes. */
        AssetGeoPolygon: {
            /** @constant */
            type: "Polygon";
            coordinates: components["schemas"]["AssetGeoLinearRing"][];
            bbox?: components["schemas"]["AssetGeoBoundingBox"];
        } & {
            [key: string]: unknown;
        };
        /** @description A GeoJSON MultiPolygon. */
        AssetGeoMultiPolygon: {
            /** @constant */
            type: "MultiPolygon";
            coordinates: components["schemas"]["AssetGeoLinearRing"][][];
            bbox?: components["schemas"]["AssetGeoBoundingBox"];
        } & {
            [key: string]: unknown;
        };
        /** @description A GeoJSON Feature whose geometry is a Polygon or MultiPolygon. */
        AssetGeoFeature: {
            /** @constant */
            type: "Feature";
            /** @description An optional feature id. */
            id?: string | number;
            geometry: components["schemas"]["AssetGeoPolygon"] | components["schemas"]["AssetGeoMultiPolygon"];
            /** @description Free properties of the area (for example its name). */
            properties?: {
                [key: string]: unknown;
            } | null;
            bbox?: components["schemas"]["AssetGeoBoundingBox"];
        } & {
            [key: string]: unknown;
        };
        /** @description A GeoJSON FeatureCollection of territory areas. */
        AssetGeoFeatureCollection: {
            /** @constant */
            type: "FeatureCollection";
            features: components["schemas"]["AssetGeoFeature"][];
            bbox?: components["schemas"]["AssetGeoBoundingBox"];
        } & {
            [key: string]: unknown;
        };
        /** @description A campaign territory (`settings/territory.json`): a GeoJSON (RFC 7946) FeatureCollection of polygon features, or a bare Polygon or MultiPolygon; its `type` tells which. */
        AssetGeoTerritory: components["schemas"]["AssetGeoFeatureCollection"] | components["schemas"]["AssetGeoPolygon"] | components["schemas"]["AssetGeoMultiPolygon"];
        /** @description One choice of a form field (a dropdown option). */
        CampaignFormOption: {
            /** @description The stored value. */
            value: string | number | boolean;
            /** @description The text shown. */
            display: string;
            /** @description Optional secondary text. */
            subtext?: string;
        };
        /** @description One field of a campaign form. */
        CampaignFormField: {
            name: components["schemas"]["AssetFieldName"];
            /** @description The label shown for the field. */
            label: string;
            /**
             * @description The input type (for example `text`, `email`, `tel`, `number`, `date`, `select`, `checkbox`).
             * @example text
             */
            type: string;
            /**
             * @description Whether a value is required.
             * @default false
             */
            required: boolean;
            /** @description The choices of a choice field. */
            options?: components["schemas"]["CampaignFormOption"][];
            /** @description A validation rule: a regular expression written as `^...$`, or the name of a validator from the per-host configuration. */
            validator?: string;
            /** @description An input mask (for example a date mask `day.month.year` or a number mask). */
            mask?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A campaign's submission form (`form.json`), the fields in display order. */
        CampaignForm: {
            fields: components["schemas"]["CampaignFormField"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One entry of the stored menu order. */
        AssetMenuSortEntry: {
            /** @description The menu entry id. */
            id: string;
            /** @description The ids of the entry's children, in order. */
            children?: string[];
        };
        /** @description A player's stored preferences file (`preference.json`), raw as stored. The known keys are the language setting (upgraded by the console from an older group) and the menu order under `menu.sorting`; other keys are kept as they are. */
        AssetPreferenceFile: {
            /**
             * @description The preferred locale.
             * @enum {string}
             */
            language?: "en-CA" | "en-GB" | "en-IN" | "en-SG" | "en-US" | "es-ES" | "es-PE" | "fr-CA";
            /** @description Menu preferences. */
            menu?: {
                /** @description The side menu's order, as ordered entries. */
                sorting?: components["schemas"]["AssetMenuSortEntry"][];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One tracking event of an email sent for a submission. */
        AssetEmailTrackingEvent: {
            /**
             * @description What happened to the message.
             * @enum {string}
             */
            event: "sent" | "delivered" | "opened" | "clicked" | "bounced";
            /**
             * Format: date-time
             * @description When it happened.
             * @example 2026-11-21T09:30:00.000Z
             */
            at: string;
            /** @description The id of the email message the event belongs to. */
            messageId: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A submission's email tracking events (`tracking/emails.json`), oldest first. */
        AssetEmailTrackingLog: components["schemas"]["AssetEmailTrackingEvent"][];
        /**
         * @description The kind of entity whose files are addressed.
         * @enum {string}
         */
        AssetKind: "campaigns" | "teams" | "players" | "accounts";
        /** @description One stored file. */
        AssetFileEntry: {
            /**
             * @description The file name.
             * @example photo-1.png
             */
            name: string;
            /** @description The size in bytes. */
            size: number;
            /**
             * Format: date-time
             * @description When the file last changed.
             * @example 2026-11-21T09:30:00.000Z
             */
            modified: string;
            /**
             * @description The file's media type.
             * @example image/png
             */
            contentType: string;
            path: components["schemas"]["AssetPath"];
        };
        /** @description The files stored in an entity's `assets/` folder. */
        AssetListing: {
            files: components["schemas"]["AssetFileEntry"][];
        };
        /** @description A page of jobs, newest first. */
        JobList: {
            Result: components["schemas"]["Job"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description The export's display name, shown in lists and search results.
         * @example Daily donations for the bank
         */
        ExportDescription: string;
        /** @description The campaigns whose submissions the export can cover; empty means all the operator may see. */
        ExportCampaigns: components["schemas"]["Id"][];
        /**
         * @description The column header written in the file.
         * @example Donation amount
         */
        ExportFieldHeader: string;
        /** @description An empty column (a spacer the receiving system expects). */
        ExportFieldBlank: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "blank";
            header: components["schemas"]["ExportFieldHeader"];
        };
        /** @description A column holding the same fixed value on every row. */
        ExportFieldSet: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "set";
            header: components["schemas"]["ExportFieldHeader"];
            /**
             * @description The value written on every row.
             * @example CANVASS-2026
             */
            value: string;
        };
        /**
         * @description A submission (account) field name as used in queries (`Amount`, `Received`, `CampaignName`, `Meta_ccScanned`). Fields starting with an underscore are hidden from lists.
         * @example Amount
         */
        ReportingFieldName: string;
        /** @description A column copied from a submission field. */
        ExportFieldField: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "field";
            header: components["schemas"]["ExportFieldHeader"];
            field: components["schemas"]["ReportingFieldName"];
        };
        /** @description A column computed by a server-side function from its arguments. Arguments that name a submission field are written `{FieldName}`; anything else is a literal. */
        ExportFieldFunction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function";
            header: components["schemas"]["ExportFieldHeader"];
            /**
             * @description The function name (for example `concat`, `formatDate`, `upper`, `lookup`).
             * @example formatDate
             */
            function: string;
            /**
             * @description The function's arguments, in order.
             * @example [
             *       "{Received}",
             *       "YYYY-MM-DD"
             *     ]
             */
            args?: (string | number | boolean)[];
        };
        /**
         * @description One column of an export, chosen by `type`.
         * @example {
         *       "type": "field",
         *       "header": "Amount",
         *       "field": "Amount"
         *     }
         */
        ExportField: components["schemas"]["ExportFieldBlank"] | components["schemas"]["ExportFieldSet"] | components["schemas"]["ExportFieldField"] | components["schemas"]["ExportFieldFunction"];
        /** @description The columns, in file order. */
        ExportFieldList: components["schemas"]["ExportField"][];
        /**
         * @description The file format of a run. `csv`: comma-separated with a header row, and every value (headers included) wrapped in double quotes, a quote inside a value doubled (`"say ""hi"""`). `text`: tab-separated plain text. `json`: an array of row objects keyed by column header. `pdf` and `html`: a printable table. `audio`, `video` and `png`: the submissions' recordings, videos and pictures (their `audio/*`, `video/*` and `image/*` files), as one zip with a `manifest.csv` (`File`, then the export's columns for the file's submission). `geojson`: a FeatureCollection of the submissions' locations.
         * @example csv
         * @enum {string}
         */
        ExportFormat: "csv" | "text" | "json" | "pdf" | "html" | "audio" | "video" | "png" | "geojson";
        /** @description The run's file is kept for download (`POST /export/download/`). */
        ExportDeliveryDownload: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            method: "download";
        };
        /** @description The run's file is e-mailed as a download link to the recipients. */
        ExportDeliveryEmail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            method: "email";
            /**
             * @description Who receives the link.
             * @example [
             *       "finance@example.org"
             *     ]
             */
            recipients: string[];
        };
        /**
         * @description The SFTP server's host name or IPv4 address.
         * @example sftp.example.org
         */
        ExportSftpHost: string;
        /** @description A private key to sign in with (write-only; never returned), in OpenSSH (`-----BEGIN OPENSSH PRIVATE KEY-----`) or PEM form. A key that cannot be read is a 422 naming this field; a key protected by a passphrase needs `privateKeyPassphrase`. */
        ExportSftpPrivateKey: string;
        /** @description The passphrase of a protected `privateKey` (write-only; never returned). A protected key without it, or with a passphrase that does not open it, is a 422 naming this field; so is a passphrase given with no key to open (decision 0064). */
        ExportSftpKeyPassphrase: string;
        /**
         * @description The fingerprint of the SFTP server's host key, as OpenSSH prints it (`ssh-keygen -lf`): `SHA256:` and the unpadded base64 of the key's SHA-256. The connection test answers the fingerprint the server presented, to pin.
         * @example SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU
         */
        ExportSftpHostKey: string;
        /**
         * @description The remote directory the file is written to (absolute).
         * @example /incoming/canvass/
         */
        ExportSftpPath: string;
        /**
         * @description Where an SFTP delivery uploads the file, and how it signs in: with `password`, with `privateKey`, or both (the key is tried first). Both are write-only: accepted on create, update and the connection test, stored encrypted, and never returned; omitting one on an update keeps the stored one. `privateKeyPassphrase` opens a key protected by a passphrase (write-only, stored encrypted, never returned); it belongs to its key: kept with a kept key, and a new key comes with its own passphrase or none (decision 0064). `hostKey` pins the server's host key: a run or test whose server presents another key fails before signing in (decision 0057).
         * @example {
         *       "host": "sftp.example.org",
         *       "port": 22,
         *       "username": "canvass",
         *       "path": "/incoming/canvass/"
         *     }
         */
        ExportSftpSettings: {
            host: components["schemas"]["ExportSftpHost"];
            /**
             * @description The SSH port.
             * @default 22
             */
            port: number;
            /**
             * @description The SFTP user name.
             * @example canvass
             */
            username: string;
            /** @description The SFTP password (write-only; never returned). */
            password?: string;
            privateKey?: components["schemas"]["ExportSftpPrivateKey"];
            privateKeyPassphrase?: components["schemas"]["ExportSftpKeyPassphrase"];
            hostKey?: components["schemas"]["ExportSftpHostKey"];
            path: components["schemas"]["ExportSftpPath"];
        };
        /** @description The run's file is uploaded to an SFTP server. */
        ExportDeliverySftp: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            method: "sftp";
            sftp: components["schemas"]["ExportSftpSettings"];
        };
        /**
         * @description How a run's file is delivered, chosen by `method`. Downloads are always possible as well.
         * @example {
         *       "method": "sftp",
         *       "sftp": {
         *         "host": "sftp.example.org",
         *         "port": 22,
         *         "username": "canvass",
         *         "path": "/incoming/canvass/"
         *       }
         *     }
         */
        ExportDelivery: components["schemas"]["ExportDeliveryDownload"] | components["schemas"]["ExportDeliveryEmail"] | components["schemas"]["ExportDeliverySftp"];
        /**
         * @description An export definition: which columns, in which format, delivered how. Runs happen through its instances (export options).
         * @example {
         *       "ID": "ex1a2b",
         *       "Description": "Daily donations for the bank",
         *       "Campaigns": [
         *         "c4mp01"
         *       ],
         *       "Fields": [
         *         {
         *           "type": "field",
         *           "header": "ID",
         *           "field": "ID"
         *         },
         *         {
         *           "type": "field",
         *           "header": "Amount",
         *           "field": "Amount"
         *         },
         *         {
         *           "type": "set",
         *           "header": "Source",
         *           "value": "CANVASS"
         *         },
         *         {
         *           "type": "blank",
         *           "header": "Notes"
         *         },
         *         {
         *           "type": "function",
         *           "header": "Date",
         *           "function": "formatDate",
         *           "args": [
         *             "{Received}",
         *             "YYYY-MM-DD"
         *           ]
         *         }
         *       ],
         *       "Format": "csv",
         *       "Delivery": {
         *         "method": "sftp",
         *         "sftp": {
         *           "host": "sftp.example.org",
         *           "port": 22,
         *           "username": "canvass",
         *           "path": "/incoming/canvass/"
         *         }
         *       },
         *       "Created": "2026-11-01T10:00:00.000Z",
         *       "Updated": "2026-11-20T08:15:00.000Z",
         *       "CreatedBy": "pl9x8y"
         *     }
         */
        Export: {
            ID: components["schemas"]["Id"];
            Description: components["schemas"]["ExportDescription"];
            Campaigns: components["schemas"]["ExportCampaigns"];
            Fields: components["schemas"]["ExportFieldList"];
            Format: components["schemas"]["ExportFormat"];
            Delivery: components["schemas"]["ExportDelivery"];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
            /** @description The id of the player who created the export. */
            CreatedBy: components["schemas"]["Id"];
        };
        /** @description A page of exports. */
        ExportList: {
            Result: components["schemas"]["Export"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new export definition.
         * @example {
         *       "Description": "Daily donations for the bank",
         *       "Campaigns": [
         *         "c4mp01"
         *       ],
         *       "Fields": [
         *         {
         *           "type": "field",
         *           "header": "ID",
         *           "field": "ID"
         *         },
         *         {
         *           "type": "field",
         *           "header": "Amount",
         *           "field": "Amount"
         *         }
         *       ],
         *       "Format": "csv"
         *     }
         */
        ExportCreate: {
            Description: components["schemas"]["ExportDescription"];
            Campaigns?: components["schemas"]["ExportCampaigns"];
            Fields: components["schemas"]["ExportFieldList"];
            Format: components["schemas"]["ExportFormat"];
            /** @description How runs are delivered; defaults to `{ method: download }`. */
            Delivery?: components["schemas"]["ExportDelivery"];
        };
        /** @description The fields of an export to change; omitted fields keep their value. */
        ExportUpdate: {
            Description?: components["schemas"]["ExportDescription"];
            Campaigns?: components["schemas"]["ExportCampaigns"];
            Fields?: components["schemas"]["ExportFieldList"];
            Format?: components["schemas"]["ExportFormat"];
            Delivery?: components["schemas"]["ExportDelivery"];
        };
        /**
         * @description The instance's display name, shown in lists and search results.
         * @example Bank file, west region
         */
        ExportOptionDescription: string;
        /**
         * @description Which submissions an export run or a report run covers. Every filter is optional; `Campaign`, `Team` and `Player` match any of the listed ids. `After` and `Before` are read against `DateField` in `timezone` (the console sends 00:00:00.000 and 23:59:59.999 of the chosen days).
         * @example {
         *       "Campaign": [
         *         "c4mp01"
         *       ],
         *       "After": "2026-11-01T00:00:00.000-07:00",
         *       "Before": "2026-11-20T23:59:59.999-08:00",
         *       "timezone": "America/Los_Angeles",
         *       "DateField": "Received"
         *     }
         */
        ReportingFilters: {
            /** @description Campaign ids; a submission matches when its campaign is any of them. */
            Campaign?: components["schemas"]["Id"][];
            /** @description Team ids; a submission matches when its team is any of them. */
            Team?: components["schemas"]["Id"][];
            /** @description Player (user) ids; a submission matches when its player is any of them. */
            Player?: components["schemas"]["Id"][];
            /**
             * Format: date-time
             * @description Only submissions whose `DateField` is at or after this instant.
             */
            After?: string;
            /**
             * Format: date-time
             * @description Only submissions whose `DateField` is at or before this instant.
             */
            Before?: string;
            /**
             * @description The IANA time zone the dates and date buckets are read in.
             * @default UTC
             * @example America/Los_Angeles
             */
            timezone: string;
            /**
             * @description The date `After` and `Before` apply to. `Processed` means the transaction's processing date (`TransactionProcessed`).
             * @default Received
             * @enum {string}
             */
            DateField: "Received" | "Processed" | "Created" | "Updated";
        };
        /**
         * @description When an instance runs by itself, at `time` in `timezone`. A scheduled run covers the period before it (the previous day, week or month) and ignores the instance's `After` and `Before`.
         * @example {
         *       "enabled": true,
         *       "frequency": "daily",
         *       "time": "06:30",
         *       "timezone": "America/Los_Angeles"
         *     }
         */
        ExportSchedule: {
            /**
             * @description Whether the schedule is active.
             * @default true
             */
            enabled: boolean;
            /**
             * @description How often the instance runs.
             * @enum {string}
             */
            frequency: "daily" | "weekly" | "monthly";
            /**
             * @description The local time of day to run, as `HH:MM` (24-hour).
             * @example 06:30
             */
            time: string;
            /** @description For `weekly`, the day to run (0 Sunday to 6 Saturday). */
            dayOfWeek?: number;
            /** @description For `monthly`, the day of the month to run (28 at most, so every month has it). */
            dayOfMonth?: number;
            /**
             * @description The IANA time zone of `time`.
             * @default UTC
             * @example America/Los_Angeles
             */
            timezone: string;
        };
        /**
         * @description "Mark as exported" (designed, exports-finish): when true, a run of this instance writes only the submissions that no earlier successful run of this instance wrote, and marks the ones it writes once the file is delivered (published for download, or uploaded by SFTP). A failed or cancelled run marks nothing. Defaults to false.
         * @example true
         */
        ExportOptionMarkExported: boolean;
        /**
         * @description Where a run is.
         * @enum {string}
         */
        ExportRunStatus: "queued" | "running" | "done" | "failed";
        /**
         * @description One run of an export instance (or of an unsaved export).
         * @example {
         *       "runId": "rn5c6d",
         *       "status": "done",
         *       "started": "2026-11-21T06:30:00.000Z",
         *       "finished": "2026-11-21T06:30:42.000Z",
         *       "rows": 1284,
         *       "url": "https://files.canvass.test/exports/ex1a2b/rn5c6d.csv"
         *     }
         */
        ExportRun: {
            runId: components["schemas"]["Id"];
            status: components["schemas"]["ExportRunStatus"];
            /** @description When the run was queued or started. */
            started: components["schemas"]["Timestamp"];
            /** @description When the run ended (set when `done` or `failed`). */
            finished?: components["schemas"]["Timestamp"];
            /** @description How many rows (or files, for audio, video and png) the run produced. */
            rows?: number;
            /**
             * Format: uri
             * @description Where the file is stored, once `done`. Pass it to `POST /export/download/` to get the file or a signed download link.
             */
            url?: string;
            /** @description Why the run failed (set when `failed`). */
            message?: string;
        };
        /**
         * @description An export instance: a saved export with its filters and optional schedule. `ExportID` names the export it runs; the console's `/export-inst/{id}` route reads it to redirect to `/export/{ExportID}/instance/{id}`.
         * @example {
         *       "ID": "op3e4f",
         *       "ExportID": "ex1a2b",
         *       "Description": "Bank file, west region",
         *       "Filters": {
         *         "Campaign": [
         *           "c4mp01"
         *         ],
         *         "Team": [
         *           "tm0west"
         *         ],
         *         "timezone": "America/Los_Angeles",
         *         "DateField": "Received"
         *       },
         *       "Schedule": {
         *         "enabled": true,
         *         "frequency": "daily",
         *         "time": "06:30",
         *         "timezone": "America/Los_Angeles"
         *       },
         *       "LastRun": {
         *         "runId": "rn5c6d",
         *         "status": "done",
         *         "started": "2026-11-21T06:30:00.000Z",
         *         "finished": "2026-11-21T06:30:42.000Z",
         *         "rows": 1284,
         *         "url": "https://files.canvass.test/exports/ex1a2b/rn5c6d.csv"
         *       },
         *       "Created": "2026-11-02T12:00:00.000Z"
         *     }
         */
        ExportOption: {
            ID: components["schemas"]["Id"];
            /** @description The id of the export this instance runs. */
            ExportID: components["schemas"]["Id"];
            Description: components["schemas"]["ExportOptionDescription"];
            Filters: components["schemas"]["ReportingFilters"];
            Schedule?: components["schemas"]["ExportSchedule"];
            MarkExported?: components["schemas"]["ExportOptionMarkExported"];
            /** @description The latest run, if any. */
            LastRun?: components["schemas"]["ExportRun"];
            Created: components["schemas"]["Timestamp"];
        };
        /** @description A page of export instances. */
        ExportOptionList: {
            Result: components["schemas"]["ExportOption"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new instance of an export.
         * @example {
         *       "ExportID": "ex1a2b",
         *       "Description": "Bank file, west region",
         *       "Filters": {
         *         "Team": [
         *           "tm0west"
         *         ],
         *         "DateField": "Received"
         *       }
         *     }
         */
        ExportOptionCreate: {
            /** @description The id of the export to instantiate. */
            ExportID: components["schemas"]["Id"];
            Description: components["schemas"]["ExportOptionDescription"];
            /** @description The instance's filters; defaults to none (everything the export covers). */
            Filters?: components["schemas"]["ReportingFilters"];
            Schedule?: components["schemas"]["ExportSchedule"];
            MarkExported?: components["schemas"]["ExportOptionMarkExported"];
        };
        /** @description The fields of an instance to change; omitted fields keep their value. `Schedule: null` removes the schedule. The instance's export cannot change. */
        ExportOptionUpdate: {
            Description?: components["schemas"]["ExportOptionDescription"];
            Filters?: components["schemas"]["ReportingFilters"];
            Schedule?: components["schemas"]["ExportSchedule"] | null;
            MarkExported?: components["schemas"]["ExportOptionMarkExported"];
        };
        /** @description The latest runs of an instance, newest first (at most 50). */
        ExportRunList: {
            Result: components["schemas"]["ExportRun"][];
            Count: components["schemas"]["Count"];
        };
        /** @description An unsaved export definition (delivery is always a download). */
        ExportAnonymousDefinition: {
            Description?: components["schemas"]["ExportDescription"];
            Campaigns?: components["schemas"]["ExportCampaigns"];
            Fields: components["schemas"]["ExportFieldList"];
            Format: components["schemas"]["ExportFormat"];
        };
        /**
         * @description An unsaved export definition and the filters to run it with.
         * @example {
         *       "Export": {
         *         "Fields": [
         *           {
         *             "type": "field",
         *             "header": "ID",
         *             "field": "ID"
         *           },
         *           {
         *             "type": "field",
         *             "header": "Email",
         *             "field": "Email"
         *           }
         *         ],
         *         "Format": "csv"
         *       },
         *       "Filters": {
         *         "Campaign": [
         *           "c4mp01"
         *         ],
         *         "After": "2026-11-20T00:00:00.000Z",
         *         "Before": "2026-11-20T23:59:59.999Z"
         *       }
         *     }
         */
        ExportAnonymousRunRequest: {
            Export: components["schemas"]["ExportAnonymousDefinition"];
            Filters?: components["schemas"]["ReportingFilters"];
        };
        /** @description Which run file to download, and whether to get the file itself or a link to it. */
        ExportDownloadRequest: {
            /**
             * Format: uri
             * @description The `url` of a finished run.
             * @example https://files.canvass.test/exports/ex1a2b/rn5c6d.csv
             */
            url: string;
            /**
             * @description `file` streams the file in the response; `link` answers a signed download URL that works without the token until it expires.
             * @default file
             * @enum {string}
             */
            as: "file" | "link";
        };
        /**
         * @description A signed download URL for a run's file.
         * @example {
         *       "url": "https://files.canvass.test/exports/ex1a2b/rn5c6d.csv?sig=3f9a&exp=1795250400",
         *       "expires": "2026-11-21T09:45:00.000Z"
         *     }
         */
        ExportDownloadLink: {
            /**
             * Format: uri
             * @description The signed URL; a plain GET returns the file.
             */
            url: string;
            /** @description When the signed URL stops working (15 minutes after issue). */
            expires: components["schemas"]["Timestamp"];
        };
        /** @description A `json`-format export file, one object per row keyed by column header. */
        ExportJsonRows: {
            [key: string]: unknown;
        }[];
        /** @description The SFTP settings to try, with a password, a private key or both (neither is a 422 naming `/password`), and optionally the pinned host key. */
        ExportSftpTestRequest: {
            host: components["schemas"]["ExportSftpHost"];
            /**
             * @description The SSH port.
             * @default 22
             */
            port: number;
            /** @description The SFTP user name. */
            username: string;
            /** @description The SFTP password; used for this test only and not stored. */
            password?: string;
            privateKey?: components["schemas"]["ExportSftpPrivateKey"];
            privateKeyPassphrase?: components["schemas"]["ExportSftpKeyPassphrase"];
            hostKey?: components["schemas"]["ExportSftpHostKey"];
            path: components["schemas"]["ExportSftpPath"];
        };
        /**
         * @description The outcome of an SFTP connection test.
         * @example {
         *       "ok": false,
         *       "message": "Authentication failed for user canvass"
         *     }
         */
        ExportSftpTestResult: {
            /** @description Whether the server connected, signed in and could write to `path`. */
            ok: boolean;
            /** @description What happened, in plain words (the failure reason when `ok` is false). */
            message: string;
            /** @description The fingerprint of the host key the server presented (absent when no connection was made), to pin in the delivery's `hostKey`. */
            hostKey?: components["schemas"]["ExportSftpHostKey"];
        };
        /**
         * @description The report's display name, shown in lists and search results.
         * @example Approved totals by team
         */
        CustomReportDescription: string;
        /**
         * @description A dimension to group by (designed, decision 0046): a submission field name (`CampaignName`, `TeamName`, `PlayerName`, `SourceCode`, `Frequency`, `PaymentStatus`, any field), or a date field with a `CustomReportDateBucket` after a colon (`Received:week`, `TransactionProcessed:month`).
         * @example Received:month
         */
        CustomReportDimension: string;
        /**
         * @description A measure's aggregate (designed, decision 0046). `count` counts rows (`*`) or the rows where the field has a value; `sum`, `avg`, `min` and `max` read a number field (`min` and `max` also a date field); `share` is the group's part (0 to 1) of the whole result's count (`*`) or sum (a number field); `cancelRate` is the part (0 to 1) of the group's submissions that were cancelled (`cancelDate` set), with `*` only.
         * @enum {string}
         */
        CustomReportFunction: "count" | "sum" | "avg" | "min" | "max" | "share" | "cancelRate";
        /** @description One aggregated column (a measure). */
        CustomReportMetric: {
            /**
             * @description The submission field to aggregate; `*` counts rows (with `count`, `share` and `cancelRate`).
             * @example Amount
             */
            field: string;
            fn: components["schemas"]["CustomReportFunction"];
            /** @description The column label; defaults to `fn(field)`. */
            label?: string;
        };
        /**
         * @description A date range relative to the run (designed, decision 0058), written as the `/subs` address writes it: a preset (`today`, `yesterday`, `thisWeek`, `lastWeek`, `thisMonth`, `lastMonth`, `thisYear`, `lastYear`) or a custom span of 1 to 9999 days or hours before or after the run (`7d-before`, `12h-after`). The server cuts it in the filter's `timezone` at run time, so a saved "last week" report always covers the week before its run.
         * @example lastWeek
         */
        CustomReportRange: string;
        /**
         * @description Which submissions a report covers (designed, decision 0058): the `/subs` filter model, the same names and values as the `queryAccounts` filters. `ReportingFilters` (campaigns, teams, players, `After`/`Before` on `DateField` in `timezone`) plus submission ids, payment statuses, frequencies, the free text and a relative `Range` (exclusive with `After` and `Before`: a 422 naming `Range`). Every filter is optional; a list matches any of its values.
         * @example {
         *       "Campaign": [
         *         "c4mp01",
         *         "c4mp02"
         *       ],
         *       "PaymentStatus": [
         *         "approved",
         *         "pending"
         *       ],
         *       "Frequency": [
         *         "monthly"
         *       ],
         *       "Range": "lastMonth",
         *       "timezone": "Europe/London",
         *       "DateField": "Processed"
         *     }
         */
        CustomReportSubmissions: {
            /** @description Campaign ids; a submission matches when its campaign is any of them. */
            Campaign?: components["schemas"]["Id"][];
            /** @description Team ids; a submission matches when its team is any of them. */
            Team?: components["schemas"]["Id"][];
            /** @description Player (user) ids; a submission matches when its player is any of them. */
            Player?: components["schemas"]["Id"][];
            /** @description Submission ids; a submission matches when it is any of them. */
            ID?: components["schemas"]["SubmissionId"][];
            /** @description Payment statuses; a submission matches when its status is any of them. */
            PaymentStatus?: components["schemas"]["AccountPaymentStatus"][];
            /** @description Frequencies; a submission matches when its frequency is any of them. */
            Frequency?: components["schemas"]["AccountFrequency"][];
            /** @description Free text, as on `/subs` (`Name`, `Email`, `Phone`, `MobilePhone`, `Zip` or `TransactionID` contains it, or `ID` starts with it), within the texts the runner may see. */
            q?: string;
            Range?: components["schemas"]["CustomReportRange"];
            /**
             * Format: date-time
             * @description Only submissions whose `DateField` is at or after this instant.
             */
            After?: string;
            /**
             * Format: date-time
             * @description Only submissions whose `DateField` is at or before this instant.
             */
            Before?: string;
            /**
             * @description The IANA time zone `Range`, the dates and the date buckets are read in (UTC when left out).
             * @example America/Los_Angeles
             */
            timezone?: string;
            /**
             * @description The date `Range`, `After` and `Before` apply to (Received when left out). `Processed` means the transaction's processing date (`TransactionProcessed`).
             * @enum {string}
             */
            DateField?: "Received" | "Processed" | "Created" | "Updated";
        };
        /**
         * @description Conditions every counted submission meets, keyed by field name. A string rule written `^...$` is a regular expression; a boolean rule compares truthiness; anything else is exact equality.
         * @example {
         *       "PaymentStatus": "Approved",
         *       "Duplicates": false,
         *       "Email": "^.*@example\\.org$"
         *     }
         */
        CustomReportConditions: {
            [key: string]: string | number | boolean;
        };
        /**
         * @description What a report computes: submissions matching `submissions` (the `/subs` filter model) and `filters`, within the requester's scope, grouped by the `groupBy` dimensions (one row per group, or a single row when empty), with one column per dimension and metric.
         * @example {
         *       "groupBy": [
         *         "CampaignName",
         *         "TeamName"
         *       ],
         *       "metrics": [
         *         {
         *           "field": "*",
         *           "fn": "count",
         *           "label": "Submissions"
         *         },
         *         {
         *           "field": "Amount",
         *           "fn": "sum",
         *           "label": "Total"
         *         }
         *       ],
         *       "filters": {
         *         "PaymentStatus": "Approved"
         *       }
         *     }
         */
        CustomReportQuery: {
            /**
             * @description The fields to group by, outermost first.
             * @default []
             */
            groupBy: components["schemas"]["CustomReportDimension"][];
            /** @description The aggregated columns. */
            metrics: components["schemas"]["CustomReportMetric"][];
            /** @description The saved submission filter (designed, decisions 0046 and 0058): the whole `/subs` filter model. A run's `Filters` narrow it further. */
            submissions?: components["schemas"]["CustomReportSubmissions"];
            filters?: components["schemas"]["CustomReportConditions"];
        };
        /**
         * @description A saved custom report definition.
         * @example {
         *       "ID": "rp7g8h",
         *       "Description": "Approved totals by team",
         *       "Query": {
         *         "groupBy": [
         *           "CampaignName",
         *           "TeamName"
         *         ],
         *         "metrics": [
         *           {
         *             "field": "*",
         *             "fn": "count",
         *             "label": "Submissions"
         *           },
         *           {
         *             "field": "Amount",
         *             "fn": "sum",
         *             "label": "Total"
         *           }
         *         ],
         *         "filters": {
         *           "PaymentStatus": "Approved"
         *         }
         *       },
         *       "Created": "2026-10-01T10:00:00.000Z",
         *       "Updated": "2026-11-15T16:20:00.000Z"
         *     }
         */
        CustomReport: {
            ID: components["schemas"]["Id"];
            Description: components["schemas"]["CustomReportDescription"];
            Query: components["schemas"]["CustomReportQuery"];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description A page of custom reports. */
        CustomReportList: {
            Result: components["schemas"]["CustomReport"][];
            Count: components["schemas"]["Count"];
        };
        /** @description A new custom report. */
        CustomReportCreate: {
            Description: components["schemas"]["CustomReportDescription"];
            Query: components["schemas"]["CustomReportQuery"];
        };
        /** @description The fields of a report to change; omitted fields keep their value. */
        CustomReportUpdate: {
            Description?: components["schemas"]["CustomReportDescription"];
            Query?: components["schemas"]["CustomReportQuery"];
        };
        /** @description The filters to run the report with (on top of its saved conditions). */
        CustomReportRunRequest: {
            Filters?: components["schemas"]["ReportingFilters"];
        };
        /**
         * @description How a date dimension is bucketed (designed, decision 0046): the day, the ISO week (starting Monday) or the month, in the run's `timezone`; the bucket's value is its first day (`YYYY-MM-DD`).
         * @enum {string}
         */
        CustomReportDateBucket: "day" | "week" | "month";
        /** @description One column of a report result. */
        CustomReportColumn: {
            /**
             * @description A stable key (the group field, or `fn_field` for a metric).
             * @example sum_Amount
             */
            key: string;
            /**
             * @description The column heading.
             * @example Total
             */
            label: string;
            /**
             * @description How to read and format the column's values (`date` values are RFC 3339 strings).
             * @enum {string}
             */
            type: "string" | "number" | "boolean" | "date";
            /** @description Set on a bucketed date dimension (designed, decision 0046): its values are the first day (`YYYY-MM-DD`) of each day, week or month. */
            bucket?: components["schemas"]["CustomReportDateBucket"];
        };
        /**
         * @description A computed report. Each row holds one value per column, in column order.
         * @example {
         *       "columns": [
         *         {
         *           "key": "CampaignName",
         *           "label": "Campaign",
         *           "type": "string"
         *         },
         *         {
         *           "key": "TeamName",
         *           "label": "Team",
         *           "type": "string"
         *         },
         *         {
         *           "key": "count_all",
         *           "label": "Submissions",
         *           "type": "number"
         *         },
         *         {
         *           "key": "sum_Amount",
         *           "label": "Total",
         *           "type": "number"
         *         }
         *       ],
         *       "rows": [
         *         [
         *           "Winter appeal",
         *           "West",
         *           212,
         *           5300.5
         *         ],
         *         [
         *           "Winter appeal",
         *           "East",
         *           187,
         *           4410
         *         ]
         *       ],
         *       "totals": [
         *         null,
         *         null,
         *         399,
         *         9710.5
         *       ],
         *       "truncated": false,
         *       "generated": "2026-11-21T09:31:05.000Z"
         *     }
         */
        CustomReportResult: {
            columns: components["schemas"]["CustomReportColumn"][];
            rows: (string | number | boolean | null)[][];
            /** @description The whole result's row (designed, decision 0046), computed by the same SQL over every matching submission: null under each dimension, each measure over all groups (so `avg` and `cancelRate` are exact, not averages of averages). */
            totals?: (string | number | boolean | null)[];
            /** @description True when there were more groups than the server answers (`rows` holds the first ones, in dimension order); `totals` still covers every group. */
            truncated?: boolean;
            /** @description When the result was computed. */
            generated: components["schemas"]["Timestamp"];
        };
        /**
         * @description An unsaved report definition and the filters to run it with (designed, decision 0058): the builder's "Run", which never saves.
         * @example {
         *       "Query": {
         *         "groupBy": [
         *           "Received:week",
         *           "PaymentStatus"
         *         ],
         *         "metrics": [
         *           {
         *             "field": "*",
         *             "fn": "count"
         *           },
         *           {
         *             "field": "Amount",
         *             "fn": "sum"
         *           }
         *         ],
         *         "submissions": {
         *           "Campaign": [
         *             "c4mp01"
         *           ],
         *           "Frequency": [
         *             "monthly"
         *           ],
         *           "Range": "thisYear",
         *           "timezone": "America/Los_Angeles"
         *         }
         *       }
         *     }
         */
        CustomReportAnonymousRunRequest: {
            Query: components["schemas"]["CustomReportQuery"];
            Filters?: components["schemas"]["ReportingFilters"];
        };
        /**
         * @description The template's name (unique among templates).
         * @example Donation receipt
         */
        EmailTemplateName: string;
        /**
         * @description The e-mail subject line (may contain merge tags such as `{{FirstName}}`).
         * @example Thank you for your gift, {{FirstName}}
         */
        EmailSubject: string;
        /**
         * @description A template version number; versions are numbered 1, 2, 3 and so on per template and never reused.
         * @example 3
         */
        EmailTemplateVersionNumber: number;
        /**
         * @description The language of a version or a block, as a BCP 47 tag (`en`, `fr-CA`); blocks are inserted in the version's locale when one exists, else in `en`.
         * @example en
         */
        EmailLocale: string;
        /** @description Who wrote the version (the player's name), or null when that user is gone. */
        EmailAuthor: {
            id: components["schemas"]["Id"];
            name: string;
        } | null;
        /** @description One version of a template, as listed in the template. */
        EmailTemplateVersionSummary: {
            v: components["schemas"]["EmailTemplateVersionNumber"];
            subject: components["schemas"]["EmailSubject"];
            Created: components["schemas"]["Timestamp"];
            /** @description Whether this is the version that is sent. */
            active: boolean;
            locale?: components["schemas"]["EmailLocale"];
            author?: components["schemas"]["EmailAuthor"];
        };
        /**
         * @description An e-mail template. At most one version is active; it is the one sent.
         * @example {
         *       "id": "tp1k2l",
         *       "name": "Donation receipt",
         *       "subject": "Thank you for your gift, {{FirstName}}",
         *       "description": "Sent after a successful payment.",
         *       "activeVersion": 2,
         *       "versions": [
         *         {
         *           "v": 1,
         *           "subject": "Thank you!",
         *           "Created": "2026-09-01T10:00:00.000Z",
         *           "active": false
         *         },
         *         {
         *           "v": 2,
         *           "subject": "Thank you for your gift, {{FirstName}}",
         *           "Created": "2026-10-05T14:00:00.000Z",
         *           "active": true
         *         }
         *       ],
         *       "Created": "2026-09-01T10:00:00.000Z",
         *       "Updated": "2026-10-05T14:05:00.000Z"
         *     }
         */
        EmailTemplate: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["EmailTemplateName"];
            subject: components["schemas"]["EmailSubject"];
            /** @description What the template is for. */
            description?: string;
            /** @description The active version's number, or null when none is active. */
            activeVersion: components["schemas"]["EmailTemplateVersionNumber"] | null;
            /** @description The template's versions, oldest first. */
            versions: components["schemas"]["EmailTemplateVersionSummary"][];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description A page of e-mail templates. */
        EmailTemplateList: {
            Result: components["schemas"]["EmailTemplate"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new template (without versions; add them with `POST /emails/templates/{id}/versions/`).
         * @example {
         *       "name": "Donation receipt",
         *       "subject": "Thank you for your gift, {{FirstName}}",
         *       "description": "Sent after a successful payment."
         *     }
         */
        EmailTemplateCreate: {
            name: components["schemas"]["EmailTemplateName"];
            subject: components["schemas"]["EmailSubject"];
            /** @description What the template is for. */
            description?: string;
        };
        /**
         * @description A template name (the clone's name, or the new name of a rename).
         * @example {
         *       "name": "Donation receipt (French)"
         *     }
         */
        EmailTemplateNameBody: {
            name: components["schemas"]["EmailTemplateName"];
        };
        /** @description The HTML body (may contain merge tags). */
        EmailHtml: string;
        /** @description The plain-text body; generated from the HTML when omitted. */
        EmailText: string;
        /** @description One block of a version's structured content, as built in the template editor (not an e-mail block, which is a blocked recipient address). */
        EmailContentBlock: {
            /**
             * @description The block type.
             * @enum {string}
             */
            kind: "heading" | "text" | "image" | "button" | "divider" | "spacer" | "html";
            /** @description The block's text, markup or image URL. */
            content?: string;
            /** @description Presentation settings of the block (alignment, colours, link target). */
            settings?: {
                [key: string]: unknown;
            };
        };
        /** @description The structured content the HTML was built from, for the editor. */
        EmailContentBlockList: components["schemas"]["EmailContentBlock"][];
        /**
         * @description The preview line mail clients show after the subject (hidden in the body; may contain merge tags). Empty for none.
         * @example Your receipt for {{Amount}} is inside.
         */
        EmailPreheader: string;
        /** @description A new version of a template; it gets the next number and is not active until activated. */
        EmailTemplateVersionCreate: {
            subject: components["schemas"]["EmailSubject"];
            html: components["schemas"]["EmailHtml"];
            text?: components["schemas"]["EmailText"];
            blocks?: components["schemas"]["EmailContentBlockList"];
            preheader?: components["schemas"]["EmailPreheader"];
            locale?: components["schemas"]["EmailLocale"];
        };
        /**
         * @description One version of an e-mail template, with its content.
         * @example {
         *       "v": 2,
         *       "subject": "Thank you for your gift, {{FirstName}}",
         *       "html": "<h1>Thank you, {{FirstName}}!</h1><p>Your gift of {{Amount}} helps.</p>",
         *       "text": "Thank you, {{FirstName}}! Your gift of {{Amount}} helps.",
         *       "blocks": [
         *         {
         *           "kind": "heading",
         *           "content": "Thank you, {{FirstName}}!"
         *         },
         *         {
         *           "kind": "text",
         *           "content": "Your gift of {{Amount}} helps."
         *         }
         *       ],
         *       "active": true,
         *       "Created": "2026-10-05T14:00:00.000Z",
         *       "Updated": "2026-10-05T14:00:00.000Z"
         *     }
         */
        EmailTemplateVersion: {
            v: components["schemas"]["EmailTemplateVersionNumber"];
            subject: components["schemas"]["EmailSubject"];
            html: components["schemas"]["EmailHtml"];
            text?: components["schemas"]["EmailText"];
            blocks?: components["schemas"]["EmailContentBlockList"];
            preheader?: components["schemas"]["EmailPreheader"];
            locale?: components["schemas"]["EmailLocale"];
            author?: components["schemas"]["EmailAuthor"];
            /** @description Whether this is the template's active version. */
            active: boolean;
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description The fields of a version to change; omitted fields keep their value. */
        EmailTemplateVersionUpdate: {
            subject?: components["schemas"]["EmailSubject"];
            html?: components["schemas"]["EmailHtml"];
            text?: components["schemas"]["EmailText"];
            blocks?: components["schemas"]["EmailContentBlockList"];
            preheader?: components["schemas"]["EmailPreheader"];
            locale?: components["schemas"]["EmailLocale"];
        };
        /** @description What to render: the stored version, or the editor's unsaved fields in its place; with the fields of a submission, or sample values. */
        EmailPreviewRequest: {
            subject?: components["schemas"]["EmailSubject"];
            preheader?: components["schemas"]["EmailPreheader"];
            html?: components["schemas"]["EmailHtml"];
            text?: components["schemas"]["EmailText"];
            locale?: components["schemas"]["EmailLocale"];
            /** @description The submission whose fields (and campaign) fill the variables; sample values when omitted. */
            submission?: components["schemas"]["Id"];
        };
        /** @description A merge tag the renderer could not fill, or a block it could not find. */
        EmailVariableProblem: {
            /**
             * @description What is wrong.
             * @enum {string}
             */
            kind: "unknownVariable" | "unknownBlock" | "syntax";
            /** @description The variable, the block, or the syntax error's message. */
            name: string;
            /**
             * @description Where it is.
             * @enum {string}
             */
            part: "subject" | "preheader" | "html" | "text";
        };
        /** @description A rendered message: subject, responsive HTML with the CSS inlined (variables escaped), the plain-text part, and what could not be filled. */
        EmailRendered: {
            subject: string;
            preheader?: string;
            html: string;
            text: string;
            problems: components["schemas"]["EmailVariableProblem"][];
        };
        /** @description Where to send a test of the version, and the submission that fills its variables. */
        EmailTestSend: {
            /**
             * Format: email
             * @description The recipient of the test.
             */
            to: string;
            /** @description The submission whose fields fill the variables; sample values when omitted. */
            submission?: components["schemas"]["Id"];
        };
        /** @description The test message, as queued. */
        EmailTestSent: {
            to: string;
            subject: string;
            problems: components["schemas"]["EmailVariableProblem"][];
        };
        /**
         * @description The block's name, by which versions insert it (`{% include "footer" %}`): lower-case letters, digits, `-` and `_`, unique per locale.
         * @example footer
         */
        EmailBlockName: string;
        /**
         * @description What a reusable block is for.
         * @example footer
         * @enum {string}
         */
        EmailBlockKind: "header" | "footer" | "signature" | "legal" | "other";
        /** @description The block's HTML or MJML fragment (may contain merge tags, not other blocks). */
        EmailBlockContent: string;
        /** @description A template version that inserts the block. */
        EmailBlockUse: {
            template: components["schemas"]["Id"];
            name: components["schemas"]["EmailTemplateName"];
            v: components["schemas"]["EmailTemplateVersionNumber"];
        };
        /**
         * @description A reusable piece of e-mail content (header, footer, signature, legal text) in one locale, inserted into template versions by name. Changing it changes every version that inserts it.
         * @example {
         *       "id": "bk9m0n",
         *       "name": "footer",
         *       "kind": "footer",
         *       "locale": "en",
         *       "content": "<p>Canvass Charity · 1 Main Street · <a href=\"{{UnsubscribeUrl}}\">Unsubscribe</a></p>",
         *       "usedBy": [
         *         {
         *           "template": "tp1k2l",
         *           "name": "Donation receipt",
         *           "v": 2
         *         }
         *       ],
         *       "Created": "2026-11-19T18:02:00.000Z",
         *       "Updated": "2026-11-19T18:02:00.000Z"
         *     }
         */
        EmailBlock: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["EmailBlockName"];
            kind: components["schemas"]["EmailBlockKind"];
            locale: components["schemas"]["EmailLocale"];
            content: components["schemas"]["EmailBlockContent"];
            /** @description The template versions that insert the block (by name, in its locale or any). */
            usedBy: components["schemas"]["EmailBlockUse"][];
            Created: components["schemas"]["Timestamp"];
            Updated: components["schemas"]["Timestamp"];
        };
        /** @description A page of blocks. */
        EmailBlockList: {
            Result: components["schemas"]["EmailBlock"][];
            Count: components["schemas"]["Count"];
        };
        /** @description A new block. */
        EmailBlockCreate: {
            name: components["schemas"]["EmailBlockName"];
            kind: components["schemas"]["EmailBlockKind"];
            locale: components["schemas"]["EmailLocale"];
            content: components["schemas"]["EmailBlockContent"];
        };
        /** @description The fields of a block to change; omitted fields keep their value. */
        EmailBlockUpdate: {
            name?: components["schemas"]["EmailBlockName"];
            kind?: components["schemas"]["EmailBlockKind"];
            locale?: components["schemas"]["EmailLocale"];
            content?: components["schemas"]["EmailBlockContent"];
        };
        /**
         * @description A message that the recipient's server rejected.
         * @example {
         *       "id": "bn1p2q",
         *       "email": "nobody@example.org",
         *       "type": "hard",
         *       "reason": "550 5.1.1 User unknown",
         *       "messageId": "ms3r4s",
         *       "Created": "2026-11-19T18:02:00.000Z"
         *     }
         */
        EmailBounce: {
            id: components["schemas"]["Id"];
            /**
             * Format: email
             * @description The address that bounced.
             */
            email: string;
            /**
             * @description `hard`: permanent (the address is then blocked); `soft`: temporary.
             * @enum {string}
             */
            type: "hard" | "soft";
            /** @description The receiving server's diagnostic. */
            reason?: string;
            /** @description The id of the bounced message (see `GET /emails/messages/`). */
            messageId?: components["schemas"]["Id"];
            /** @description When the bounce was received. */
            Created: components["schemas"]["Timestamp"];
        };
        /** @description A page of bounces. */
        EmailBounceList: {
            Result: components["schemas"]["EmailBounce"][];
            Count: components["schemas"]["Count"];
        };
        /** @description A bounce reported by the relay or mail provider (designed, issue 24), signed with the shared bounce secret (see `receiveEmailBounce`). */
        EmailBounceReport: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            type: "hard" | "soft";
            reason?: string;
            /** @description The bounced message (`EmailMessage.id`, sent as the `X-Canvass-Message` header). */
            messageId?: components["schemas"]["Id"];
        };
        /**
         * @description A sent e-mail message (communications list).
         * @example {
         *       "id": "ms3r4s",
         *       "to": "donor@example.org",
         *       "from": "receipts@mail.example.org",
         *       "subject": "Thank you for your gift, Ada",
         *       "templateId": "tp1k2l",
         *       "version": 2,
         *       "account": "0a1b2c3d",
         *       "campaign": "c4mp01",
         *       "status": "delivered",
         *       "Sent": "2026-11-20T15:00:00.000Z",
         *       "Updated": "2026-11-20T15:00:04.000Z"
         *     }
         */
        EmailMessage: {
            id: components["schemas"]["Id"];
            /**
             * Format: email
             * @description The recipient.
             */
            to: string;
            /**
             * Format: email
             * @description The sender (on a validated sender domain).
             */
            from?: string;
            /** @description The subject as sent (merge tags filled in). */
            subject: string;
            /** @description The template that was sent. */
            templateId?: components["schemas"]["Id"];
            /** @description The template version that was sent. */
            version?: components["schemas"]["EmailTemplateVersionNumber"];
            /** @description The submission the message is about, if any. */
            account?: components["schemas"]["Id"];
            /** @description The campaign of that submission, if any. */
            campaign?: components["schemas"]["Id"];
            /**
             * @description The latest delivery event.
             * @enum {string}
             */
            status: "queued" | "sent" | "delivered" | "opened" | "clicked" | "bounced" | "blocked" | "failed";
            /** @description When the message was handed to the provider. */
            Sent: components["schemas"]["Timestamp"];
            /** @description When `status` last changed. */
            Updated?: components["schemas"]["Timestamp"];
            /** @description Designed (issue 24): when the relay's delivery status notification said the message was delivered (absent until then). */
            Delivered?: components["schemas"]["Timestamp"];
            /** @description Designed (issue 24): when the tracking pixel of an open-tracked message was first loaded (absent for untracked or unopened mail). Only this first time is kept. */
            Opened?: components["schemas"]["Timestamp"];
        };
        /** @description A page of sent messages, newest first. */
        EmailMessageList: {
            Result: components["schemas"]["EmailMessage"][];
            Count: components["schemas"]["Count"];
        };
        /** @description One message of the messages log with what was sent (designed, issue 24): the `/messages` screen opens it. */
        EmailMessageDetail: {
            message: components["schemas"]["EmailMessage"];
            /** @description The HTML part as sent (absent for a text-only message). */
            html?: string;
            /** @description The plain-text part as sent. */
            text: string;
            /** @description Why the last attempt failed or the message was blocked. */
            error?: string;
            /** @description Delivery attempts so far. */
            attempts?: number;
        };
        /**
         * @description A sender domain name (lower-case host name with at least one dot, no scheme or path).
         * @example mail.example.org
         */
        EmailDomainHostname: string;
        /** @description A DNS record the sender domain must publish. */
        EmailDomainRecord: {
            /**
             * @description The DNS record type.
             * @enum {string}
             */
            type: "CNAME" | "TXT" | "MX";
            /**
             * @description The record's host name.
             * @example em123.example.org
             */
            name: string;
            /**
             * @description The value the record must hold.
             * @example u123.wl.sendservice.net
             */
            value: string;
            /** @description Whether the last validation found the record with this value. */
            valid: boolean;
            /**
             * @description What the record is for (designed, issue 24): `spf` (the relay may send for the domain), `dkim` (the public key of the domain's signing key), `dmarc` (the policy), `return-path` (bounces come back to the server).
             * @enum {string}
             */
            purpose?: "spf" | "dkim" | "dmarc" | "return-path";
            /**
             * @description What the last validation found (designed, issue 24): `pending` (not validated yet), `found` (with the expected value), `missing` (no such record), `wrong` (a record is there with another value, listed in `found`).
             * @enum {string}
             */
            status?: "pending" | "found" | "missing" | "wrong";
            /** @description The values the last validation found at `name` for this type (designed, issue 24). */
            found?: string[];
        };
        /**
         * @description A sender domain. It starts `pending`; validation checks its DNS records and sets `valid` (every record found) or `invalid`. Only valid domains can be used as senders.
         * @example {
         *       "id": "dm5t6u",
         *       "domain": "mail.example.org",
         *       "status": "valid",
         *       "records": [
         *         {
         *           "type": "CNAME",
         *           "name": "em123.mail.example.org",
         *           "value": "u123.wl.sendservice.net",
         *           "valid": true
         *         },
         *         {
         *           "type": "TXT",
         *           "name": "mail.example.org",
         *           "value": "v=spf1 include:sendservice.net ~all",
         *           "valid": true
         *         }
         *       ],
         *       "Created": "2026-11-01T10:00:00.000Z",
         *       "Validated": "2026-11-01T10:30:00.000Z"
         *     }
         */
        EmailDomain: {
            id: components["schemas"]["Id"];
            domain: components["schemas"]["EmailDomainHostname"];
            /**
             * @description The validation state.
             * @enum {string}
             */
            status: "pending" | "valid" | "invalid";
            /** @description The DNS records to publish, with what the last validation found. */
            records: components["schemas"]["EmailDomainRecord"][];
            Created: components["schemas"]["Timestamp"];
            /** @description When the domain was last validated. */
            Validated?: components["schemas"]["Timestamp"];
        };
        /** @description A page of sender domains. */
        EmailDomainList: {
            Result: components["schemas"]["EmailDomain"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A sender domain to add.
         * @example {
         *       "domain": "mail.example.org"
         *     }
         */
        EmailDomainCreate: {
            domain: components["schemas"]["EmailDomainHostname"];
        };
        /**
         * @description The source code's display name.
         * @example Autumn mailer
         */
        SourceCodeName: string;
        /**
         * @description The code itself, as recorded on submissions (unique within its campaign).
         * @example AUT26-MAIL
         */
        SourceCodeCode: string;
        /** @description What the code is for. */
        SourceCodeDescription: string;
        /**
         * Format: date
         * @description A day (YYYY-MM-DD) of the source code's active period, inclusive; null or absent means open on that side. `ActiveFrom` must not be after `ActiveTo`.
         * @example 2026-10-01
         */
        SourceCodeActiveDate: string | null;
        /**
         * @description A source code (the origin of a submission, such as a mailing or an event) of a campaign.
         * @example {
         *       "id": "sc7v8w",
         *       "name": "Autumn mailer",
         *       "code": "AUT26-MAIL",
         *       "campaign": "c4mp01",
         *       "description": "Reply cards from the October mailing.",
         *       "Created": "2026-10-01T09:00:00.000Z"
         *     }
         */
        SourceCode: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["SourceCodeName"];
            code: components["schemas"]["SourceCodeCode"];
            /** @description The campaign the code belongs to. */
            campaign: components["schemas"]["Id"];
            description?: components["schemas"]["SourceCodeDescription"];
            ActiveFrom?: components["schemas"]["SourceCodeActiveDate"];
            ActiveTo?: components["schemas"]["SourceCodeActiveDate"];
            Created: components["schemas"]["Timestamp"];
        };
        /** @description A page of source codes. */
        SourceCodeList: {
            Result: components["schemas"]["SourceCode"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new source code.
         * @example {
         *       "name": "Autumn mailer",
         *       "code": "AUT26-MAIL",
         *       "campaign": "c4mp01",
         *       "description": "Reply cards from the October mailing."
         *     }
         */
        SourceCodeCreate: {
            name: components["schemas"]["SourceCodeName"];
            code: components["schemas"]["SourceCodeCode"];
            /** @description The campaign the code belongs to. */
            campaign: components["schemas"]["Id"];
            description?: components["schemas"]["SourceCodeDescription"];
            ActiveFrom?: components["schemas"]["SourceCodeActiveDate"];
            ActiveTo?: components["schemas"]["SourceCodeActiveDate"];
        };
        /** @description The fields of a source code to change; omitted fields keep their value. */
        SourceCodeUpdate: {
            name?: components["schemas"]["SourceCodeName"];
            code?: components["schemas"]["SourceCodeCode"];
            /** @description The campaign the code belongs to. */
            campaign?: components["schemas"]["Id"];
            description?: components["schemas"]["SourceCodeDescription"];
            ActiveFrom?: components["schemas"]["SourceCodeActiveDate"];
            ActiveTo?: components["schemas"]["SourceCodeActiveDate"];
        };
        /**
         * @description The dashboard the page belongs to (the `{type}` of `/dashboard/{type}`; default `subs`).
         * @example subs
         */
        DashPageType: string;
        /**
         * @description The page's title (unique within its dashboard type).
         * @example Weekly totals
         */
        DashPageTitle: string;
        /** @description One widget of a dashboard page. */
        DashPageWidget: {
            /**
             * @description How the query result is drawn.
             * @enum {string}
             */
            kind: "stat" | "line" | "bar" | "pie" | "table" | "map" | "leaderboard";
            /** @description The widget's heading. */
            title: string;
            /** @description What the widget computes, in the same form as a custom report query; the dashboard's date range and campaign, team and player filters apply on top. */
            query: components["schemas"]["CustomReportQuery"];
        };
        /** @description The widgets, in display order. */
        DashPageWidgetList: components["schemas"]["DashPageWidget"][];
        /** @description The roles that see the page; empty means every role that can view the dashboard. */
        DashPageRoles: ("root" | "admin" | "manager" | "client" | "callcenter" | "rep")[];
        /** @description The page's position among the pages of its type (0 first). */
        DashPageOrder: number;
        /**
         * @description A panel of the dashboard, named as the property of `getDashboard`'s answer it draws (designed for issue #20).
         * @enum {string}
         */
        DashPagePanel: "Kpis" | "SignUpsOverTime" | "ByCampaign" | "ByTeam" | "ByPlayer" | "ByFrequency" | "ByPaymentStatus" | "FailureReasons" | "Leaderboard" | "Cohort";
        /** @description The dashboard panels the page shows, in display order (designed for issue */
        DashPagePanels: components["schemas"]["DashPagePanel"][];
        /** @description The page's title per console locale; a locale without one shows `title` (designed for issue #20). */
        DashPageTitles: {
            [key: string]: string;
        };
        /** @description The filters the page opens with, as `getDashboard` takes them (designed for issue #20): the range's length in days ending today, the date the range applies to, the bucket width, and campaigns or teams. */
        DashPageFilters: {
            Days?: number;
            /** @enum {string} */
            DateField?: "Received" | "Processed";
            /** @enum {string} */
            Interval?: "day" | "week" | "month";
            Campaign?: components["schemas"]["DashboardIdCsv"];
            Team?: components["schemas"]["DashboardIdCsv"];
        };
        /**
         * @description A dashboard page, a titled set of widgets shown on one dashboard type to some roles.
         * @example {
         *       "id": "dp9x0y",
         *       "title": "Weekly totals",
         *       "type": "subs",
         *       "widgets": [
         *         {
         *           "kind": "stat",
         *           "title": "Approved this week",
         *           "query": {
         *             "metrics": [
         *               {
         *                 "field": "Amount",
         *                 "fn": "sum"
         *               }
         *             ],
         *             "filters": {
         *               "PaymentStatus": "Approved"
         *             }
         *           }
         *         },
         *         {
         *           "kind": "bar",
         *           "title": "Submissions by team",
         *           "query": {
         *             "groupBy": [
         *               "TeamName"
         *             ],
         *             "metrics": [
         *               {
         *                 "field": "*",
         *                 "fn": "count"
         *               }
         *             ]
         *           }
         *         }
         *       ],
         *       "roles": [
         *         "admin",
         *         "manager"
         *       ],
         *       "order": 0
         *     }
         */
        DashPage: {
            id: components["schemas"]["Id"];
            title: components["schemas"]["DashPageTitle"];
            type: components["schemas"]["DashPageType"];
            widgets: components["schemas"]["DashPageWidgetList"];
            roles: components["schemas"]["DashPageRoles"];
            order: components["schemas"]["DashPageOrder"];
            panels?: components["schemas"]["DashPagePanels"];
            titles?: components["schemas"]["DashPageTitles"];
            filters?: components["schemas"]["DashPageFilters"];
        };
        /** @description Dashboard pages, by type then `order`. */
        DashPageList: {
            Result: components["schemas"]["DashPage"][];
            Count: components["schemas"]["Count"];
        };
        /**
         * @description A new dashboard page; without `order` it goes last, without `widgets` it has none.
         * @example {
         *       "title": "Weekly totals",
         *       "type": "subs",
         *       "widgets": [
         *         {
         *           "kind": "stat",
         *           "title": "Approved this week",
         *           "query": {
         *             "metrics": [
         *               {
         *                 "field": "Amount",
         *                 "fn": "sum"
         *               }
         *             ]
         *           }
         *         }
         *       ],
         *       "roles": [
         *         "admin",
         *         "manager"
         *       ]
         *     }
         */
        DashPageCreate: {
            title: components["schemas"]["DashPageTitle"];
            type: components["schemas"]["DashPageType"];
            widgets?: components["schemas"]["DashPageWidgetList"];
            roles?: components["schemas"]["DashPageRoles"];
            order?: components["schemas"]["DashPageOrder"];
            panels?: components["schemas"]["DashPagePanels"];
            titles?: components["schemas"]["DashPageTitles"];
            filters?: components["schemas"]["DashPageFilters"];
        };
        /** @description The fields of a dashboard page to change; omitted fields keep their value. */
        DashPageUpdate: {
            title?: components["schemas"]["DashPageTitle"];
            type?: components["schemas"]["DashPageType"];
            widgets?: components["schemas"]["DashPageWidgetList"];
            roles?: components["schemas"]["DashPageRoles"];
            order?: components["schemas"]["DashPageOrder"];
            panels?: components["schemas"]["DashPagePanels"];
            titles?: components["schemas"]["DashPageTitles"];
            filters?: components["schemas"]["DashPageFilters"];
        };
        /**
         * @default day
         * @enum {string}
         */
        DashboardInterval: "day" | "week" | "month";
        /** @description A number of the range and the same number of the previous period. */
        DashboardCount: {
            Value: number;
            Previous: number;
        };
        /** @description The amounts of one currency (amounts in different currencies are never added). */
        DashboardAmount: {
            Currency: string;
            Sum: number;
            Average: number;
            Count: number;
            PreviousSum: number;
            PreviousAverage: number;
        };
        DashboardKpis: {
            SignUps: components["schemas"]["DashboardCount"];
            Cancels: components["schemas"]["DashboardCount"];
            /** @description Cancels per sign-up of the same period (0 when there is no sign-up), a fraction. */
            CancelRate: components["schemas"]["DashboardCount"];
            Checkins: components["schemas"]["DashboardCount"];
            Amounts: components["schemas"]["DashboardAmount"][];
        };
        DashboardTimePoint: {
            /**
             * Format: date
             * @description The bucket's first day in `timezone`.
             */
            Bucket: string;
            Count: number;
        };
        DashboardBreakdownRow: {
            /** @description The bucket's key (an id, a frequency, a payment status or a reason; empty when unset). */
            Key: string;
            /** @description The id's display name, where the key is an id. */
            Name?: string;
            Count: number;
        };
        DashboardLeader: {
            Player: string;
            Name: string;
            Team?: string;
            TeamName?: string;
            SignUps: number;
            /** @description Of these sign-ups, how many are cancelled now. */
            Cancels: number;
        };
        DashboardCohortRow: {
            /** @description The sign-up month in `timezone`. */
            Month: string;
            SignUps: number;
            /** @description For months since 0, 1, 2 … (only months that have ended), the share of the month's sign-ups not cancelled by the end of that month, a fraction. */
            Active: number[];
        };
        Dashboard: {
            Type: string;
            /** Format: date-time */
            After: string;
            /** Format: date-time */
            Before: string;
            /** Format: date-time */
            PreviousAfter: string;
            /** Format: date-time */
            PreviousBefore: string;
            Interval: components["schemas"]["DashboardInterval"];
            Kpis: components["schemas"]["DashboardKpis"];
            SignUpsOverTime: components["schemas"]["DashboardTimePoint"][];
            ByCampaign: components["schemas"]["DashboardBreakdownRow"][];
            ByTeam: components["schemas"]["DashboardBreakdownRow"][];
            ByPlayer: components["schemas"]["DashboardBreakdownRow"][];
            ByFrequency: components["schemas"]["DashboardBreakdownRow"][];
            ByPaymentStatus: components["schemas"]["DashboardBreakdownRow"][];
            /** @description The commonest `TransactionErrorReason` of declined or failed payments, at most 20. */
            FailureReasons: components["schemas"]["DashboardBreakdownRow"][];
            Leaderboard: components["schemas"]["DashboardLeader"][];
            Cohort: components["schemas"]["DashboardCohortRow"][];
        };
    };
    responses: {
        /** @description The path exists but not with this method; `Allow` lists its methods. Any request may get it. */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path answers, e.g. `GET, HEAD, PUT`. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request's headers are larger than the 16 KiB the server reads (before any operation is chosen). Any request may get it; the connection is closed afterwards. */
        HeaderFieldsTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is malformed (bad parameter, unreadable body, wrong content type); `errors` names each bad field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Authentication failed; the reason is in the `X-Auth-Error` header (and repeated as the problem's `detail`). */
        AuthFailed: {
            headers: {
                "X-Auth-Error": components["headers"]["AuthError"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is well formed but breaks a rule; `errors` names each bad field. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The server failed; nothing was written. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Done; nothing to return. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No valid token. Counts toward the console's forced logout (more than 3 in a row). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Signed in, but the role, a named permission or a restriction flag forbids this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such entity (or one the operator may not see). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not modified since `If-Modified-Since`; use the cached copy. */
        NotModified: {
            headers: {
                "Last-Modified": components["headers"]["LastModified"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is larger than the operation allows. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The change conflicts with the current state (for example a duplicate username or title). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body's content type is not one the operation accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The server or a service it depends on is unavailable; retry later. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The entity id. */
        IdPath: components["schemas"]["Id"];
        /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
        IfModifiedSince: string;
        /** @description The 1-based page number. */
        Page: number;
        /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
        PageSize: number;
        /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
        Sort: string;
        /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
        After: string;
        /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
        Before: string;
        /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
        Query: string;
        /** @description Only items of these campaigns, comma-joined campaign ids. */
        SubmissionCampaignFilter: components["schemas"]["SubmissionFilterIdCsv"];
        /** @description Only items of these teams, comma-joined team ids. */
        SubmissionTeamFilter: components["schemas"]["SubmissionFilterIdCsv"];
        /** @description Only items of these players (users), comma-joined player ids. */
        SubmissionPlayerFilter: components["schemas"]["SubmissionFilterIdCsv"];
        /** @description Designed (issue #4): the opaque keyset cursor of the next page, as returned in `NextCursor`. When given, `Page` is ignored and the page starts right after the last row of the previous one, so deep pages cost the same as the first. A cursor only fits the filters and sort it was issued for; a cursor that does not decode answers 400 naming `query.Cursor`. */
        Cursor: string;
        /** @description The field to sort by, prefixed with `-` for descending. Default `-Received`; the console sends `-TransactionProcessed` when its date option is Processed. `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
        SubmissionSort: string;
        /** @description Which date `After` and `Before` apply to: `Received` (when the server received the submission) or `Processed` (when its payment was processed, `TransactionProcessed`). The console's date option sets it. */
        SubmissionDateField: "Received" | "Processed";
        /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
        SubmissionFieldsFilter: string;
        /** @description Only these submissions, comma-joined submission ids (at most 1000). */
        SubmissionIdFilter: components["schemas"]["SubmissionIdCsv"];
        /** @description Only submissions whose payment status is one of these, comma-joined values of `AccountPaymentStatus` (an unknown value is a 400 naming `query.PaymentStatus`). Designed for issue #18 (the list's payment status filter). */
        SubmissionPaymentStatusFilter: string;
        /** @description Only submissions with one of these frequencies, comma-joined values of `AccountFrequency` (an unknown value is a 400 naming `query.Frequency`). Designed for issue #18. */
        SubmissionFrequencyFilter: string;
        /** @description A free-text filter (case-insensitive, 2 to 100 characters): submissions whose `Name`, `Email`, `Phone`, `MobilePhone`, `Zip` or `TransactionID` contains the text, or whose `ID` starts with it. Designed for issue #18 (the list's free-text filter). */
        SubmissionTextFilter: string;
        /** @description The IANA time zone the date filters and date buckets are read in. */
        Timezone: string;
        /** @description Only cancellations of this type. */
        CancelTypeFilter: components["schemas"]["CancelType"];
        /** @description Only submissions of these campaigns, comma-joined campaign ids (as on `GET /query/accounts/`). */
        DashboardCampaignFilter: components["schemas"]["DashboardIdCsv"];
        /** @description Only submissions of these teams, comma-joined team ids (as on `GET /query/accounts/`). */
        DashboardTeamFilter: components["schemas"]["DashboardIdCsv"];
    };
    requestBodies: never;
    headers: {
        /** @description Why authentication failed, as a short human-readable reason that the console shows as is (for example `Invalid username or password`, `Invalid code`, `Account inactive`). */
        AuthError: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description When the returned representation last changed; send it back as `If-Modified-Since`. */
        LastModified: string;
        /** @description The type of the entity that owns an id. */
        EntityType: "account" | "player" | "team" | "campaign" | "client" | "export" | "exportOption" | "customreport";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description The credentials are right; `status` tells whether the sign-in is complete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["AuthFailed"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["AuthFailed"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted; if the user exists, a reset message is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completePasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCompletion"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkUserExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserExistsRequest"];
            };
        };
        responses: {
            /** @description The existence flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserExistsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPlayerAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's access inputs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerAccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No user with this id. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClientSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client settings. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSettings"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPlayerPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPreferences"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replacePlayerPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerPreferences"];
            };
        };
        responses: {
            /** @description The stored preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setPlayerTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSetting"];
            };
        };
        responses: {
            /** @description The new setting; with the secret and recovery codes when just turned on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSettingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchAll: {
        parameters: {
            query: {
                /** @description The search term, 3 to 200 characters. The console trims it and removes spaces around commas before sending it, and sends nothing for a shorter term. */
                q: string;
                /** @description The most hits returned in each section (not in total), 1 to 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, by section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkIdExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id to check, 6 to 8 lowercase hexadecimal characters (the console lowercases it). */
                id: components["schemas"]["LookupHexId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the id is in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdExistsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getIdType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The id is in use; the owner's type is in `X-Entity-Type`. */
            200: {
                headers: {
                    "X-Entity-Type": components["headers"]["EntityType"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed (no body, as for every HEAD answer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token (no body). Counts toward the console's forced logout. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No entity the operator may see has this id (no body). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server failed (no body). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    validateEmail: {
        parameters: {
            query: {
                /** @description The address to check (not required to be well formed; a malformed one answers `valid false`). */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validatePolygonSearch: {
        parameters: {
            query: {
                /** @description A GeoJSON Polygon or MultiPolygon (`GeoPolygon`, `GeoMultiPolygon`) serialised as a JSON string and URL-encoded. A string that is not such a shape answers `valid false`. */
                polygon: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolygonSearchValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFeedback: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description Only the feedback whose text, author name or page contains this (case-insensitive; designed for issue #20). */
                q?: string;
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of feedback. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackCreate"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listHistory: {
        parameters: {
            query?: {
                /** @description Only changes to the entity with this id. */
                Target?: components["schemas"]["Id"];
                /** @description Only changes made by the user with this id. */
                AuthorID?: components["schemas"]["Id"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of history. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logUsageEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsageEvent"];
            };
        };
        responses: {
            /** @description Accepted for recording. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPlayers: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only players of this team. */
                Team?: components["schemas"]["Id"];
                /** @description Only players with this role. */
                role?: components["schemas"]["Role"];
                /** @description Only active (`1`) or inactive (`0`) players. */
                status?: components["schemas"]["PlayerStatus"];
                /** @description Only players of the teams that work on this campaign (the team's `campaigns`). Not in the spec's parameter list: added for the user list's campaign filter (issue #8). */
                Campaign?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of players. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerCreate"];
            };
        };
        responses: {
            /** @description The created player. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkPlayersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerBulkCheck"];
            };
        };
        responses: {
            /** @description The report of every row; nothing is written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerBulkReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPlayersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerBulkCreate"];
            };
        };
        responses: {
            /** @description What was created and which rows were refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerBulkReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerUpdate"];
            };
        };
        responses: {
            /** @description The updated player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePlayerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerPasswordUpdate"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only the direct sub-teams of this team. */
                parent?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of teams. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamCreate"];
            };
        };
        responses: {
            /** @description The created team. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTeamTree: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams in scope as a flat list of nodes. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamTree"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamUpdate"];
            };
        };
        responses: {
            /** @description The updated team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeamCampaigns: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the team's campaigns. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeamPlayers: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the team's players. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only campaigns of this type. */
                type?: components["schemas"]["CampaignType"];
                /** @description Only campaigns this team works on. */
                team?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of campaigns. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignCreate"];
            };
        };
        responses: {
            /** @description The created campaign. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaign: {
        parameters: {
            query?: {
                /** @description `all` also returns the campaign's tasks (`raw_processes`), its teams' details (`teams_detail`) and its settings (`settings`). */
                include?: "all";
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetail"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignUpdate"];
            };
        };
        responses: {
            /** @description The updated campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setCampaignTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignTasksUpdate"];
            };
        };
        responses: {
            /** @description The updated campaign, with its tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCampaignTeams: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the teams working on the campaign. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCampaignTeams: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignTeamsUpdate"];
            };
        };
        responses: {
            /** @description The updated campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCampaignPlayers: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the campaign's players. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500). The clients list defaults to 10, not the usual 50. */
                PageSize?: number;
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of clients. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientCreate"];
            };
        };
        responses: {
            /** @description The created client. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientUpdate"];
            };
        };
        responses: {
            /** @description The updated client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClientAssignments: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's campaign assignments. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientAssignmentList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteClientAssignments: {
        parameters: {
            query: {
                /** @description The ids of the campaigns to unassign, comma-joined. */
                campaign_ids: components["schemas"]["CampaignIdCsv"];
            };
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClientPlayers: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the client's users. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCampaignOptions: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only the options of this campaign. */
                campaign?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of campaign options. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignOptionList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCampaignOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignOptionCreate"];
            };
        };
        responses: {
            /** @description The created campaign option. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCampaignOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignOptionUpdate"];
            };
        };
        responses: {
            /** @description The updated campaign option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeamCampaignOptions: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only the team campaign options of this campaign. */
                campaign?: components["schemas"]["Id"];
                /** @description Only the team campaign options of this campaign option. */
                option?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of team campaign options. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamCampaignOptionList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setTeamCampaignOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the campaign option (exclusion) to scope. */
                id: components["schemas"]["Id"];
                /** @description The id of the campaign option's campaign; a mismatch is refused with 422. */
                campaign: components["schemas"]["Id"];
                /** @description The ids of the teams to scope the option to, comma-joined; each must work on the campaign. */
                teams: components["schemas"]["TeamIdCsv"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the team campaign options of that campaign option, after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamCampaignOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeamCampaignOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the campaign option (exclusion). */
                id: components["schemas"]["Id"];
                /** @description The ids of the teams to unscope, comma-joined; teams the option is not scoped to are ignored. */
                teams: components["schemas"]["TeamIdCsv"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAccountFields: {
        parameters: {
            query?: {
                /** @description The ids of the campaigns whose fields to list, comma-joined. */
                Campaigns?: components["schemas"]["CampaignIdCsv"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields available. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldDescriptionList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEntityFields: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity type whose fields to list. Submission fields are listed by `GET /fields/accounts/` instead. */
                type: "players" | "teams" | "campaigns" | "cancels" | "checkins" | "chats";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields of the entity type. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldDescriptionList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listActivities: {
        parameters: {
            query?: {
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description Only the activities of this player. */
                player?: components["schemas"]["Id"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of activities. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    queryAccounts: {
        parameters: {
            query?: {
                /** @description Only items of these campaigns, comma-joined campaign ids. */
                Campaign?: components["parameters"]["SubmissionCampaignFilter"];
                /** @description Only items of these teams, comma-joined team ids. */
                Team?: components["parameters"]["SubmissionTeamFilter"];
                /** @description Only items of these players (users), comma-joined player ids. */
                Player?: components["parameters"]["SubmissionPlayerFilter"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Designed (issue #4): the opaque keyset cursor of the next page, as returned in `NextCursor`. When given, `Page` is ignored and the page starts right after the last row of the previous one, so deep pages cost the same as the first. A cursor only fits the filters and sort it was issued for; a cursor that does not decode answers 400 naming `query.Cursor`. */
                Cursor?: components["parameters"]["Cursor"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending. Default `-Received`; the console sends `-TransactionProcessed` when its date option is Processed. `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["SubmissionSort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description Which date `After` and `Before` apply to: `Received` (when the server received the submission) or `Processed` (when its payment was processed, `TransactionProcessed`). The console's date option sets it. */
                DateField?: components["parameters"]["SubmissionDateField"];
                /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
                Fields?: components["parameters"]["SubmissionFieldsFilter"];
                /** @description Only these submissions, comma-joined submission ids (at most 1000). */
                ID?: components["parameters"]["SubmissionIdFilter"];
                /** @description Only submissions whose payment status is one of these, comma-joined values of `AccountPaymentStatus` (an unknown value is a 400 naming `query.PaymentStatus`). Designed for issue #18 (the list's payment status filter). */
                PaymentStatus?: components["parameters"]["SubmissionPaymentStatusFilter"];
                /** @description Only submissions with one of these frequencies, comma-joined values of `AccountFrequency` (an unknown value is a 400 naming `query.Frequency`). Designed for issue #18. */
                Frequency?: components["parameters"]["SubmissionFrequencyFilter"];
                /** @description A free-text filter (case-insensitive, 2 to 100 characters): submissions whose `Name`, `Email`, `Phone`, `MobilePhone`, `Zip` or `TransactionID` contains the text, or whose `ID` starts with it. Designed for issue #18 (the list's free-text filter). */
                q?: components["parameters"]["SubmissionTextFilter"];
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of submissions. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportAccountsCsv: {
        parameters: {
            query?: {
                /** @description Only items of these campaigns, comma-joined campaign ids. */
                Campaign?: components["parameters"]["SubmissionCampaignFilter"];
                /** @description Only items of these teams, comma-joined team ids. */
                Team?: components["parameters"]["SubmissionTeamFilter"];
                /** @description Only items of these players (users), comma-joined player ids. */
                Player?: components["parameters"]["SubmissionPlayerFilter"];
                /** @description The field to sort by, prefixed with `-` for descending. Default `-Received`; the console sends `-TransactionProcessed` when its date option is Processed. `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["SubmissionSort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description Which date `After` and `Before` apply to: `Received` (when the server received the submission) or `Processed` (when its payment was processed, `TransactionProcessed`). The console's date option sets it. */
                DateField?: components["parameters"]["SubmissionDateField"];
                /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
                Fields?: components["parameters"]["SubmissionFieldsFilter"];
                /** @description Only these submissions, comma-joined submission ids (at most 1000). */
                ID?: components["parameters"]["SubmissionIdFilter"];
                /** @description Only submissions whose payment status is one of these, comma-joined values of `AccountPaymentStatus` (an unknown value is a 400 naming `query.PaymentStatus`). Designed for issue #18 (the list's payment status filter). */
                PaymentStatus?: components["parameters"]["SubmissionPaymentStatusFilter"];
                /** @description Only submissions with one of these frequencies, comma-joined values of `AccountFrequency` (an unknown value is a 400 naming `query.Frequency`). Designed for issue #18. */
                Frequency?: components["parameters"]["SubmissionFrequencyFilter"];
                /** @description A free-text filter (case-insensitive, 2 to 100 characters): submissions whose `Name`, `Email`, `Phone`, `MobilePhone`, `Zip` or `TransactionID` contains the text, or whose `ID` starts with it. Designed for issue #18 (the list's free-text filter). */
                q?: components["parameters"]["SubmissionTextFilter"];
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching submissions, one CSV row each, streamed. */
            200: {
                headers: {
                    /** @description `attachment; filename="submissions-<UTC date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    queryCancels: {
        parameters: {
            query?: {
                /** @description Only items of these campaigns, comma-joined campaign ids. */
                Campaign?: components["parameters"]["SubmissionCampaignFilter"];
                /** @description Only items of these teams, comma-joined team ids. */
                Team?: components["parameters"]["SubmissionTeamFilter"];
                /** @description Only items of these players (users), comma-joined player ids. */
                Player?: components["parameters"]["SubmissionPlayerFilter"];
                /** @description Only cancellations of this type. */
                Type?: components["parameters"]["CancelTypeFilter"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Designed (issue #4): the opaque keyset cursor of the next page, as returned in `NextCursor`. When given, `Page` is ignored and the page starts right after the last row of the previous one, so deep pages cost the same as the first. A cursor only fits the filters and sort it was issued for; a cursor that does not decode answers 400 naming `query.Cursor`. */
                Cursor?: components["parameters"]["Cursor"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
                Fields?: components["parameters"]["SubmissionFieldsFilter"];
                /** @description Only these submissions, comma-joined submission ids (at most 1000). */
                ID?: components["parameters"]["SubmissionIdFilter"];
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cancellations. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    queryCheckins: {
        parameters: {
            query?: {
                /** @description Only items of these campaigns, comma-joined campaign ids. */
                Campaign?: components["parameters"]["SubmissionCampaignFilter"];
                /** @description Only items of these teams, comma-joined team ids. */
                Team?: components["parameters"]["SubmissionTeamFilter"];
                /** @description Only items of these players (users), comma-joined player ids. */
                Player?: components["parameters"]["SubmissionPlayerFilter"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Designed (issue #4): the opaque keyset cursor of the next page, as returned in `NextCursor`. When given, `Page` is ignored and the page starts right after the last row of the previous one, so deep pages cost the same as the first. A cursor only fits the filters and sort it was issued for; a cursor that does not decode answers 400 naming `query.Cursor`. */
                Cursor?: components["parameters"]["Cursor"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
                Fields?: components["parameters"]["SubmissionFieldsFilter"];
                /** @description Only these check-ins, comma-joined check-in ids. */
                ID?: components["schemas"]["SubmissionFilterIdCsv"];
                /** @description Designed (issue 22): only the check-ins inside, or outside, their campaign's territory (see `CheckinGeofence`). */
                Geofence?: components["schemas"]["CheckinGeofence"];
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of check-ins. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    queryChats: {
        parameters: {
            query?: {
                /** @description Only items of these campaigns, comma-joined campaign ids. */
                Campaign?: components["parameters"]["SubmissionCampaignFilter"];
                /** @description Only items of these teams, comma-joined team ids. */
                Team?: components["parameters"]["SubmissionTeamFilter"];
                /** @description Only items of these players (users), comma-joined player ids. */
                Player?: components["parameters"]["SubmissionPlayerFilter"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description The fields to return, comma-joined field names (`ID` is always returned). Without it every listed field is returned. Fields starting with `_` are hidden: they are never listed and cannot be requested. */
                Fields?: components["parameters"]["SubmissionFieldsFilter"];
                /** @description Only these submissions, comma-joined submission ids (at most 1000). */
                ID?: components["parameters"]["SubmissionIdFilter"];
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of chats. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The chat id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat and its messages. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such chat you can see. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveAccountChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountChangeRequest"];
            };
        };
        responses: {
            /** @description Every change was applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountChangeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A change names the value it expects (`Old`) and the stored value differs: someone changed the submission meanwhile. Nothing was written; each stale change is an entry of `errors` whose `field` points at its `Old` (for example `/Changes/2/Old`) and whose `detail` gives the stored value. Designed for issue #18. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description A change breaks a rule (unknown submission, unknown or read-only field, value the field's validator rejects); nothing was written. Each bad change is an entry of `errors` whose `field` points at it, such as `/Changes/3/Value` or `/Changes/0/ID`. */
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    reassignAccount: {
        parameters: {
            query: {
                /** @description The id of the player to credit the submission to. */
                playerId: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reassigned submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such submission, or no such player (or one the operator may not see). */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOptionalFieldOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every optional field option. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptionalFieldOptionList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveOptionalFieldOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionalFieldOptionInput"];
            };
        };
        responses: {
            /** @description The replaced option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptionalFieldOption"];
                };
            };
            /** @description The created option. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptionalFieldOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `id` names no optional field option. */
            404: components["responses"]["NotFound"];
            /** @description Another option already covers this field for one of these campaigns (or as `default`). */
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOptionalFieldUsage: {
        parameters: {
            query: {
                /** @description The submission field. */
                field: components["schemas"]["AccountFieldName"];
                /** @description Only submissions of these campaigns, comma-joined campaign ids (as on `GET /query/accounts/`). */
                Campaign?: components["schemas"]["DashboardIdCsv"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values in use, most used first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptionalFieldUsage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The field is not a submission field. */
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteOptionalFieldOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The field the option belongs to. */
                field: components["schemas"]["AccountFieldName"];
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No option with this id for this field. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadIncomingAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AccountIncomingUpload"];
            };
        };
        responses: {
            /** @description The submissions were accepted and are being processed. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountIncomingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    startBatchEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchEditRequest"];
            };
        };
        responses: {
            /** @description The job, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description As the preview's, and a missing `Reason` (`/Reason`). */
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    previewBatchEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchEditRequest"];
            };
        };
        responses: {
            /** @description What applying would do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEditPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request cannot be read as one batch (no or two selections, `Set` missing, a bad filter, more than 10 000 submissions); `errors` name the member (`/Filters/Campaign`). */
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBatchEditReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEditReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No batch-edit job with this id that the caller may read. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listResendTasks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission's resendable tasks. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendTaskList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendAccountTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
                /** @description The task to run again, as listed by `GET /resend/{id}/`. */
                task: components["schemas"]["ResendTaskName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task was queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such submission, or it has no such task. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestTranscription: {
        parameters: {
            query?: {
                /** @description `true` detects the spoken language instead of assuming `lang`. */
                LanguageDetection?: boolean;
            };
            header?: never;
            path: {
                /** @description The submissions to transcribe, comma-joined submission ids. */
                ids: components["schemas"]["SubmissionIdCsv"];
                /** @description The spoken language as a BCP 47 tag (for example `en-CA`, `es`, `fr-CA`); the fallback when `LanguageDetection` is on. */
                lang: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recordings were queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptionQueued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A submission does not exist or has no recording. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEarQueue: {
        parameters: {
            query?: {
                /** @description Only submissions of this campaign. */
                Campaign?: components["schemas"]["Id"];
                /** @description Only submissions of this team. */
                Team?: components["schemas"]["Id"];
                /** @description Only submissions of this fundraiser. */
                Player?: components["schemas"]["Id"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description `unreviewed` (no review yet), `reviewed`, `flagged`, or `all` (the default). */
                Review?: components["schemas"]["EarReviewFilter"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarQueue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQaChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaChecklist"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveQaChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QaChecklist"];
            };
        };
        responses: {
            /** @description The saved checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaChecklist"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQaReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such submission in scope, or not reviewed yet. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveQaReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission id. */
                id: components["schemas"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QaReviewInput"];
            };
        };
        responses: {
            /** @description The saved review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such submission in scope, or it has no recording. */
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCheckinPicture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The check-in id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such check-in, or it has no picture. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listImportFields: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported keys. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportFields"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getImportUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the player running the import (the signed-in user). */
                user: components["schemas"]["Id"];
                /** @description The import file's name (no slashes), for example `donors.xlsx`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportUploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such player. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    processImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the player running the import (the signed-in user). */
                user: components["schemas"]["Id"];
                /** @description The import file's name (no slashes), for example `donors.xlsx`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportProcessForm"];
            };
        };
        responses: {
            /** @description The outcome of the run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            /** @description The real run is queued as a job; the counts are what it will do. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such player, or `previouslyuploaded=true` and no file was uploaded under this name. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listImports: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Earlier imports. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportHistory"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runExternalService: {
        parameters: {
            query: {
                /** @description The campaign to run the integration for. */
                Campaign: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description The external service. */
                provider: components["schemas"]["IntegrationProvider"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IntegrationSyncOptions"];
            };
        };
        responses: {
            /** @description The run was started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such provider or campaign, or the campaign is not connected to the provider. */
            404: components["responses"]["NotFound"];
            /** @description The batch to re-run is still running. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeBatchTask: {
        parameters: {
            query: {
                /** @description The campaign the batch belongs to. */
                Campaign: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCompleteTaskRequest"];
            };
        };
        responses: {
            /** @description The completion was accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such campaign or batch task. */
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listIntegrationBatches: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only the batches of this campaign. */
                Campaign?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of batches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationBatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getIntegrationBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch and its rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationBatchDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such batch. */
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPortalSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portal settings. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettings"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignGeneralSettingsAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The general settings. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignGeneralSettings"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignGeneralSettingsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignGeneralSettingsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignGeneralSettingsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    patchCampaignGeneralSettingsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The changes as a JSON Merge Patch object (at most 1 MiB); the merged file must still match the file's schema (422 otherwise). */
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["AssetJsonMergePatch"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignTerritoryAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The territory. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetGeoTerritory"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignTerritoryAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignTerritoryAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignTerritoryAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    patchCampaignTerritoryAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The changes as a JSON Merge Patch object (at most 1 MiB); the merged file must still match the file's schema (422 otherwise). */
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["AssetJsonMergePatch"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignImageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignSplashAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignSplashAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignSplashAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignSplashAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignContactAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignContactAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignContactAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignContactAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCampaignFormAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignForm"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceCampaignFormAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadCampaignFormAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCampaignFormAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    patchCampaignFormAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The changes as a JSON Merge Patch object (at most 1 MiB); the merged file must still match the file's schema (422 otherwise). */
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["AssetJsonMergePatch"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTeamSvgImageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SVG document as text. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceTeamSvgImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The SVG image as the `file` part of a multipart body (`image/svg+xml`, at most 1 MiB; larger → 413, another type or text that is not an SVG document → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadTeamSvgImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The SVG image as the `file` part of a multipart body (`image/svg+xml`, at most 1 MiB; larger → 413, another type or text that is not an SVG document → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeamSvgImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTeamImageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replaceTeamImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadTeamImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeamImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPlayerImageAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replacePlayerImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadPlayerImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The PNG image as the `file` part of a multipart body (`image/png`, at most 10 MiB; larger → 413, another type or bytes that are not a PNG → 415). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePlayerImageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPlayerPreferenceFileAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored preferences. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetPreferenceFile"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replacePlayerPreferenceFileAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadPlayerPreferenceFileAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The JSON file as the `file` part of a multipart body (`application/json`, at most 1 MiB; larger → 413, another type or text that is not a JSON object → 415, a JSON object that breaks the file's schema → 422). */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AssetFileUpload"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            /** @description Created the file. */
            201: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePlayerPreferenceFileAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    patchPlayerPreferenceFileAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description The changes as a JSON Merge Patch object (at most 1 MiB); the merged file must still match the file's schema (422 otherwise). */
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["AssetJsonMergePatch"];
            };
        };
        responses: {
            /** @description Replaced the stored file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetWriteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountTranscriptionAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcription text. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountEmailTrackingAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking events. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetEmailTrackingLog"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountArchiveAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip archive. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountSignatureAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG image. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEntityAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The kind of entity whose files are listed. */
                kind: components["schemas"]["AssetKind"];
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored files. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetListing"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEntityAssetFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The kind of entity whose file is read. */
                kind: components["schemas"]["AssetKind"];
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The file's name as the listing gives it (`name`, `pictures/1.png`; its `/` sent as `%2F`): segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit (no `..`, no hidden file, no empty segment). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob | string;
                    "image/jpeg": Blob | string;
                    "image/webp": Blob | string;
                    "image/gif": Blob | string;
                    "audio/*": Blob | string;
                    "text/plain": Blob | string;
                    "application/pdf": Blob | string;
                    "application/octet-stream": Blob | string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTeamPicture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team picture. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only jobs in these statuses (comma-joined, e.g. `queued,running`). */
                Status?: string;
                /** @description Only jobs of this kind. */
                Kind?: components["schemas"]["JobKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExports: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of exports. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportCreate"];
            };
        };
        responses: {
            /** @description The created export. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportUpdate"];
            };
        };
        responses: {
            /** @description The updated export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExportOptions: {
        parameters: {
            query?: {
                /** @description Only the instances of this export. */
                ExportID?: components["schemas"]["Id"];
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of instances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createExportOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportOptionCreate"];
            };
        };
        responses: {
            /** @description The created instance. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getExportOption: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportOption"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateExportOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportOptionUpdate"];
            };
        };
        responses: {
            /** @description The updated instance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteExportOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExportOptionRuns: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest runs. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRunList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runExportOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run finished; `status` is `done` (with `url`) or `failed` (with `message`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRun"];
                };
            };
            /** @description The run is queued or running; poll the instance's runs. */
            202: {
                headers: {
                    /** @description The instance's runs, `/export/option/{id}/run/`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runAnonymousExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportAnonymousRunRequest"];
            };
        };
        responses: {
            /** @description The run finished; `status` is `done` (with `url`) or `failed` (with `message`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportDownloadRequest"];
            };
        };
        responses: {
            /** @description The file (`as: file`) or a signed download link (`as: link`). */
            200: {
                headers: {
                    /** @description `attachment; filename="<export>-<date>.<ext>"` when the body is the file. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportDownloadLink"] | components["schemas"]["ExportJsonRows"];
                    "text/csv": string;
                    "text/plain": string;
                    "text/html": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: Record<string, never>[];
                    };
                    "application/pdf": string;
                    "audio/mpeg": string;
                    "video/mp4": string;
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    testExportSftp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportSftpTestRequest"];
            };
        };
        responses: {
            /** @description The outcome of the test. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportSftpTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCustomReports: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of custom reports. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCustomReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomReportCreate"];
            };
        };
        responses: {
            /** @description The created report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCustomReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report definition. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCustomReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomReportUpdate"];
            };
        };
        responses: {
            /** @description The updated report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCustomReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runCustomReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CustomReportRunRequest"];
            };
        };
        responses: {
            /** @description The computed report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runAnonymousCustomReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomReportAnonymousRunRequest"];
            };
        };
        responses: {
            /** @description The computed report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateCreate"];
            };
        };
        responses: {
            /** @description The created template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cloneEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateNameBody"];
            };
        };
        responses: {
            /** @description The new template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    renameEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateNameBody"];
            };
        };
        responses: {
            /** @description The renamed template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateVersionCreate"];
            };
        };
        responses: {
            /** @description The created version. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The version number within the template. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateVersion"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The version number within the template. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The version number within the template. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateVersionUpdate"];
            };
        };
        responses: {
            /** @description The updated version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    activateEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to activate. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template, with `activeVersion` set to `v`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    previewEmailTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to render. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailPreviewRequest"];
            };
        };
        responses: {
            /** @description The rendered message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailRendered"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendEmailTemplateTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The number of the version to send. */
                v: components["schemas"]["EmailTemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTestSend"];
            };
        };
        responses: {
            /** @description The test is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTestSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmailBlocks: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only the blocks of this locale. */
                locale?: components["schemas"]["EmailLocale"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blocks. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailBlockList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createEmailBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBlockCreate"];
            };
        };
        responses: {
            /** @description The created block. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteEmailBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateEmailBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBlockUpdate"];
            };
        };
        responses: {
            /** @description The updated block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmailBounces: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bounces. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailBounceList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveEmailBounce: {
        parameters: {
            query?: never;
            header?: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`. It is the call's credential, so a missing one is a 401 (like a missing token elsewhere), not a 400. */
                "Canvass-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBounceReport"];
            };
        };
        responses: {
            /** @description The recorded bounce. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailBounce"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmailMessages: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description Only items at or after this instant (the console sends the start of a day, 00:00:00.000, in the chosen time zone). */
                After?: components["parameters"]["After"];
                /** @description Only items at or before this instant (the console sends the end of a day, 23:59:59.999, in the chosen time zone). */
                Before?: components["parameters"]["Before"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only messages about this campaign (designed, issue 24). */
                Campaign?: components["schemas"]["Id"];
                /** @description Only messages of this template (designed, issue 24). */
                Template?: components["schemas"]["Id"];
                /** @description Only messages about this submission (designed, issue 24). */
                Account?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sent messages. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessageList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEmailMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessageDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    trackEmailOpen: {
        parameters: {
            query: {
                /** @description The message's tracking token (base64url). */
                t: string;
            };
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking pixel (a transparent 1×1 GIF). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmailDomains: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sender domains. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomainList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDomainCreate"];
            };
        };
        responses: {
            /** @description The added domain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomain"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEmailDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomain"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain with its new status and per-record results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomain"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSourceCodes: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The field to sort by, prefixed with `-` for descending (for example `-Received`). `Campaign`, `Team` and `Player` sort by `CampaignName`, `TeamName` and `PlayerName`. */
                Sort?: components["parameters"]["Sort"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only the source codes of this campaign (a campaign id). */
                Campaign?: components["schemas"]["Id"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of source codes. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceCodeList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createSourceCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCodeCreate"];
            };
        };
        responses: {
            /** @description The created source code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateSourceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCodeUpdate"];
            };
        };
        responses: {
            /** @description The updated source code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDashPages: {
        parameters: {
            query?: {
                /** @description The 1-based page number. */
                Page?: components["parameters"]["Page"];
                /** @description Items per page (the console offers 10, 25, 50, 100, 250, 500; submission and email lists also 1000). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description A free-text filter on the list's names and titles (case-insensitive, at least 1 character). */
                q?: components["parameters"]["Query"];
                /** @description Only the pages of this dashboard type (for example `subs`). */
                type?: components["schemas"]["DashPageType"];
            };
            header?: {
                /** @description The `Last-Modified` value of the cached copy; the server answers 304 when nothing changed since. */
                "If-Modified-Since"?: components["parameters"]["IfModifiedSince"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard pages. */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashPageList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDashPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashPageCreate"];
            };
        };
        responses: {
            /** @description The created page. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateDashPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashPageUpdate"];
            };
        };
        responses: {
            /** @description The updated page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteDashPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDashboard: {
        parameters: {
            query: {
                /** @description The range's first instant (the console sends the start of a day in `timezone`). */
                After: string;
                /** @description The range's last instant (the console sends the end of a day, 23:59:59.999, in `timezone`). */
                Before: string;
                /** @description Which date the range applies to, `Received` or `Processed` (`TransactionProcessed`), as on the list. */
                DateField?: "Received" | "Processed";
                /** @description Only submissions of these campaigns, comma-joined campaign ids (as on `GET /query/accounts/`). */
                Campaign?: components["parameters"]["DashboardCampaignFilter"];
                /** @description Only submissions of these teams, comma-joined team ids (as on `GET /query/accounts/`). */
                Team?: components["parameters"]["DashboardTeamFilter"];
                /** @description The width of the sign-ups-over-time buckets, read in `timezone` (weeks start on Monday). */
                Interval?: components["schemas"]["DashboardInterval"];
                /** @description How many rows the campaign, team and fundraiser breakdowns and the leaderboard hold at most. */
                Top?: number;
                /** @description The IANA time zone the date filters and date buckets are read in. */
                timezone?: components["parameters"]["Timezone"];
            };
            header?: never;
            path: {
                /** @description The dashboard type: `subs` (the built-in submissions dashboard) or the type of a dashboard page the caller sees. */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every panel's series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
