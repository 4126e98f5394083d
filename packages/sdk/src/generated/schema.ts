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
         * @description Sent to the separate logging server, not the API. Open (`security: []`): page views are logged before sign-in too, and the optional `user` names the signed-in user. One event per call; fire-and-forget with a 5 s timeout, and the console sends nothing when it runs on localhost.
         */
        post: operations["logUsageEvent"];
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
         * Format: date-time
         * @description An RFC 3339 date-time in UTC.
         * @example 2026-11-21T09:30:00.000Z
         */
        Timestamp: string;
        /**
         * @description An entity id. Ids are strings in one global space (see `HEAD /ids/{id}/`). Submission ids are 6 to 8 lowercase hexadecimal characters; the server generates 6-character ids for the other entities and re-rolls until unused.
         * @example a1b2c3
         */
        Id: string;
        /**
         * @description The role of a signed-in user.
         * @example manager
         * @enum {string}
         */
        SessionRole: "root" | "admin" | "manager" | "client" | "callcenter" | "rep";
        /**
         * @description A completed sign-in: the profile token and the basics of the signed-in profile. The console then loads the user (`GET /players/{id}/`), the team (`GET /teams/{id}/`) and the client settings.
         * @example {
         *       "status": "signedIn",
         *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU0MjM0MDAsInRlYW0iOiJ0MWEyYjMiLCJwbGF5ZXIiOiJwOWY4ZTciLCJyb2xlIjoibWFuYWdlciJ9.c2lnbmF0dXJl",
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
            expiresAt: components["schemas"]["Timestamp"];
            player: components["schemas"]["Id"];
            team: components["schemas"]["Id"];
            role: components["schemas"]["SessionRole"];
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
             * @description An e-mail address to look up (compared case-insensitively).
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
    };
    responses: {
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
}
