/**
 * The route table of the specification (portal-spec.md §2), copied verbatim, so the console's
 * route table can be compared with it in a test. Update it together with the spec.
 */
export const SPEC_ROUTE_TABLE = String.raw`
| Route | Purpose / gate |
|---|---|
| /login, /reset_password, /2fa, /, /sample | open |
| catch-all | 404 page |
| /dashboard/{type*} | ViewDashboard. Default type is subs. |
| /campaigns | list (ViewCampaignList) |
| /campaign/{id} | profile (ViewCampaignProfile) |
| /campaign/new | create (CreateCampaign) |
| /campaign/{id}/edit | redirects to /campaign/{id}/edit/general (EditCampaign) |
| /campaign/{id}/edit/{general, intro, kiosk, form, collaterals, cancels, checkins, territories, products, 2step} | edit sub-pages |
| /campaign/{id}/tasks | EditCampaignTasks |
| /teams | ViewTeamList |
| /team/{id} | ViewTeamProfile |
| /team/new | CreateTeam |
| /team/{id}/edit | redirects to general (EditTeam); sub-pages general and optional (EditTeamOptionalFields) |
| /tree | team hierarchy (ViewTeamHierarchy) |
| /users | ViewUserList |
| /user/{id} | ViewUserProfile |
| /user/new | CreateUser |
| /users/bulk | bulk create (CreateBulkUsers) |
| /user/me | redirects to the signed-in user's own profile |
| /user/{id}/edit | redirects to general (EditUser); sub-pages general and optional (EditUserOptionalFields) |
| /active | active users (ViewActiveUserList), with location |
| /cancels | ViewCancelsList |
| /chats | ViewChatsList |
| /checkins | ViewCheckinsList |
| /clients | ViewClientsList |
| /client/{id}, /client/new | EditClients |
| /subs | submissions list (ViewSubList) |
| /subs/ear | digital ear |
| /batch-edit | BatchSubEdit |
| /lookup/{ids?}/{defaultTab?} | submission lookup (ViewSubLookup). A comma-joined id list opens several at once. |
| /exports | ViewExportsList |
| /export/{id} | export |
| /export/new | ViewCreateExport and CreateExports |
| /export-inst/{id} | looks up the instance and redirects to /export/{exportId}/instance/{id}, or to /404 if it does not exist |
| /export/{exportId}/instance/{id} | export instance |
| /instance/{id}/new | new instance |
| /reports | ViewReportsList |
| /report/{id} | report (EditReports) |
| /report/new | CreateReports |
| /messages | communications (ViewCommunications) |
| /templates, /templates/{tempId}/version/{id} | ManageEmailTemplates |
| /blocks | ManageEmailBlocks |
| /domains, /domains/{id} | ManageEmailDomains |
| /sourcecodes, /sourcecodes/{name} | ManageSourceCodes |
| /imports | StartImports |
| /gfmp-batch | batch import for a fundraising platform (ManageGoFundMeBatch) |
| /fieldopts, /fieldopts/{name}, /fieldopts/{name}/new | ManageFieldOptions |
| /dashpages | ManageDashPages |
| /overrides/{campaign?}, /overrides/{campaign}/{exclusionId}, /overrides/{campaign}/new | ManageOverrides |
| /feedback | ViewFeedback |
| /configuration | ViewConfiguration |
`;
