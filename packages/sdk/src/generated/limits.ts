/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

import type { FieldLimits } from "../contract/field-limits.types";

/** Each object schema's field limits, by schema and field (fields without limits left out). */
export const schemaLimits = {
  "Account": {
    "ID": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "Name": {
      "maxLength": 200
    },
    "Campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "CampaignName": {
      "maxLength": 200
    },
    "TeamName": {
      "maxLength": 200
    },
    "PlayerName": {
      "maxLength": 200
    },
    "Amount": {
      "minimum": 0,
      "maximum": 10000000
    },
    "Currency": {
      "enum": [
        "USD",
        "GBP",
        "CAD",
        "EUR",
        "SGD",
        "PEN",
        "INR"
      ]
    },
    "Frequency": {
      "enum": [
        "once",
        "monthly",
        "quarterly",
        "yearly"
      ]
    },
    "Status": {
      "maxLength": 64
    },
    "Reason": {
      "maxLength": 500
    },
    "Title": {
      "maxLength": 32
    },
    "FirstName": {
      "maxLength": 100
    },
    "LastName": {
      "maxLength": 100
    },
    "Gender": {
      "maxLength": 32
    },
    "Address1": {
      "maxLength": 200
    },
    "Address2": {
      "maxLength": 200
    },
    "City": {
      "maxLength": 100
    },
    "Region": {
      "maxLength": 100
    },
    "Zip": {
      "maxLength": 20
    },
    "Country": {
      "pattern": "^[A-Z]{2}$"
    },
    "Email": {
      "maxLength": 254
    },
    "Phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()./ -]*$"
    },
    "MobilePhone": {
      "maxLength": 32,
      "pattern": "^[0-9+()./ -]*$"
    },
    "TransactionID": {
      "maxLength": 128
    },
    "PaymentStatus": {
      "enum": [
        "pending",
        "approved",
        "declined",
        "failed",
        "refunded",
        "cancelled"
      ]
    },
    "CardType": {
      "maxLength": 32
    },
    "CardLast4": {
      "pattern": "^[0-9]{4}$"
    },
    "CardExpiry": {
      "pattern": "^(0[1-9]|1[0-2])/[0-9]{2}$"
    },
    "BankName": {
      "maxLength": 128
    },
    "BankAccountLast4": {
      "pattern": "^[0-9]{4}$"
    },
    "IBAN": {
      "maxLength": 34,
      "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9*]{1,30}$"
    },
    "SWIFT": {
      "pattern": "^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$"
    },
    "TransactionErrorReason": {
      "maxLength": 500
    },
    "TransactionResponse": {
      "maxLength": 10000
    },
    "Meta_subAttempts": {
      "minimum": 0,
      "maximum": 100
    },
    "Meta_failReasons": {
      "maxItems": 100,
      "items": {
        "maxLength": 500
      }
    },
    "PaymentAddress1": {
      "maxLength": 200
    },
    "PaymentAddress2": {
      "maxLength": 200
    },
    "PaymentCity": {
      "maxLength": 100
    },
    "PaymentRegion": {
      "maxLength": 100
    },
    "PaymentZip": {
      "maxLength": 20
    },
    "PaymentCountry": {
      "pattern": "^[A-Z]{2}$"
    }
  },
  "AccountChange": {
    "ID": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "Field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "Value": {
      "maxLength": 2000
    },
    "Old": {
      "maxLength": 2000
    }
  },
  "AccountChangeRequest": {
    "Reason": {
      "minLength": 1,
      "maxLength": 500
    },
    "Changes": {
      "minItems": 1,
      "maxItems": 1000
    }
  },
  "AccountChangeResult": {
    "updated": {
      "minimum": 0,
      "maximum": 1000
    },
    "Accounts": {
      "maxItems": 1000,
      "items": {
        "minLength": 6,
        "maxLength": 8,
        "pattern": "^[0-9a-f]{6,8}$"
      }
    }
  },
  "AccountContact": {
    "Amount": {
      "minimum": 0,
      "maximum": 10000000
    },
    "Currency": {
      "enum": [
        "USD",
        "GBP",
        "CAD",
        "EUR",
        "SGD",
        "PEN",
        "INR"
      ]
    },
    "Frequency": {
      "enum": [
        "once",
        "monthly",
        "quarterly",
        "yearly"
      ]
    },
    "Status": {
      "maxLength": 64
    },
    "Reason": {
      "maxLength": 500
    },
    "Title": {
      "maxLength": 32
    },
    "FirstName": {
      "maxLength": 100
    },
    "LastName": {
      "maxLength": 100
    },
    "Gender": {
      "maxLength": 32
    },
    "Address1": {
      "maxLength": 200
    },
    "Address2": {
      "maxLength": 200
    },
    "City": {
      "maxLength": 100
    },
    "Region": {
      "maxLength": 100
    },
    "Zip": {
      "maxLength": 20
    },
    "Country": {
      "pattern": "^[A-Z]{2}$"
    },
    "Email": {
      "maxLength": 254
    },
    "Phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()./ -]*$"
    },
    "MobilePhone": {
      "maxLength": 32,
      "pattern": "^[0-9+()./ -]*$"
    }
  },
  "AccountCore": {
    "ID": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "Name": {
      "maxLength": 200
    },
    "Campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "CampaignName": {
      "maxLength": 200
    },
    "TeamName": {
      "maxLength": 200
    },
    "PlayerName": {
      "maxLength": 200
    }
  },
  "AccountIncomingResult": {
    "received": {
      "minimum": 0
    },
    "ids": {
      "items": {
        "minLength": 6,
        "maxLength": 8,
        "pattern": "^[0-9a-f]{6,8}$"
      }
    }
  },
  "AccountList": {
    "Accounts": {
      "maxItems": 1000
    },
    "Count": {
      "minimum": 0
    },
    "NextCursor": {
      "minLength": 1,
      "maxLength": 512,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "AccountPaymentFields": {
    "TransactionID": {
      "maxLength": 128
    },
    "PaymentStatus": {
      "enum": [
        "pending",
        "approved",
        "declined",
        "failed",
        "refunded",
        "cancelled"
      ]
    },
    "CardType": {
      "maxLength": 32
    },
    "CardLast4": {
      "pattern": "^[0-9]{4}$"
    },
    "CardExpiry": {
      "pattern": "^(0[1-9]|1[0-2])/[0-9]{2}$"
    },
    "BankName": {
      "maxLength": 128
    },
    "BankAccountLast4": {
      "pattern": "^[0-9]{4}$"
    },
    "IBAN": {
      "maxLength": 34,
      "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9*]{1,30}$"
    },
    "SWIFT": {
      "pattern": "^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$"
    },
    "TransactionErrorReason": {
      "maxLength": 500
    },
    "TransactionResponse": {
      "maxLength": 10000
    },
    "Meta_subAttempts": {
      "minimum": 0,
      "maximum": 100
    },
    "Meta_failReasons": {
      "maxItems": 100,
      "items": {
        "maxLength": 500
      }
    },
    "PaymentAddress1": {
      "maxLength": 200
    },
    "PaymentAddress2": {
      "maxLength": 200
    },
    "PaymentCity": {
      "maxLength": 100
    },
    "PaymentRegion": {
      "maxLength": 100
    },
    "PaymentZip": {
      "maxLength": 20
    },
    "PaymentCountry": {
      "pattern": "^[A-Z]{2}$"
    }
  },
  "Activity": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "type": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "ActivityList": {
    "Count": {
      "minimum": 0
    }
  },
  "ActivityLocation": {
    "city": {
      "maxLength": 200
    },
    "region": {
      "maxLength": 200
    },
    "country_iso2": {
      "minLength": 2,
      "maxLength": 2,
      "pattern": "^[A-Za-z]{2}$"
    },
    "lat": {
      "minimum": -90,
      "maximum": 90
    },
    "lng": {
      "minimum": -180,
      "maximum": 180
    }
  },
  "AssetEmailTrackingEvent": {
    "event": {
      "enum": [
        "sent",
        "delivered",
        "opened",
        "clicked",
        "bounced"
      ]
    },
    "messageId": {
      "minLength": 1,
      "maxLength": 256
    }
  },
  "AssetFileEntry": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "size": {
      "minimum": 0
    },
    "contentType": {
      "minLength": 3,
      "maxLength": 255
    },
    "path": {
      "minLength": 1,
      "maxLength": 1024,
      "pattern": "^assets/[^\\s]+$"
    }
  },
  "AssetGeoFeature": {
    "bbox": {
      "minItems": 4,
      "maxItems": 6
    }
  },
  "AssetGeoFeatureCollection": {
    "bbox": {
      "minItems": 4,
      "maxItems": 6
    }
  },
  "AssetGeoMultiPolygon": {
    "coordinates": {
      "minItems": 1,
      "items": {
        "minItems": 1
      }
    },
    "bbox": {
      "minItems": 4,
      "maxItems": 6
    }
  },
  "AssetGeoPolygon": {
    "coordinates": {
      "minItems": 1,
      "items": {
        "minItems": 4
      }
    },
    "bbox": {
      "minItems": 4,
      "maxItems": 6
    }
  },
  "AssetMenuSortEntry": {
    "id": {
      "minLength": 1,
      "maxLength": 100
    },
    "children": {
      "items": {
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "AssetPreferenceFile": {
    "language": {
      "enum": [
        "en-CA",
        "en-GB",
        "en-IN",
        "en-SG",
        "en-US",
        "es-ES",
        "es-PE",
        "fr-CA"
      ]
    }
  },
  "AssetWriteResult": {
    "path": {
      "minLength": 1,
      "maxLength": 1024,
      "pattern": "^assets/[^\\s]+$"
    },
    "size": {
      "minimum": 0
    }
  },
  "BatchCompleteTaskRequest": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "BatchEditFilters": {
    "Campaign": {
      "maxLength": 4000
    },
    "Team": {
      "maxLength": 4000
    },
    "Player": {
      "maxLength": 4000
    },
    "ID": {
      "maxLength": 4000
    },
    "PaymentStatus": {
      "maxLength": 200
    },
    "Frequency": {
      "maxLength": 200
    },
    "q": {
      "maxLength": 100
    },
    "DateField": {
      "enum": [
        "Received",
        "Processed",
        "Created",
        "Updated"
      ]
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "BatchEditItem": {
    "Outcome": {
      "enum": [
        "change",
        "same",
        "fail"
      ]
    }
  },
  "BatchEditPreview": {
    "Count": {
      "minimum": 0
    },
    "Changing": {
      "minimum": 0
    },
    "Unchanged": {
      "minimum": 0
    },
    "Failing": {
      "minimum": 0
    },
    "Items": {
      "maxItems": 500
    }
  },
  "BatchEditReport": {
    "Changed": {
      "minimum": 0
    },
    "Unchanged": {
      "minimum": 0
    },
    "Failed": {
      "minimum": 0
    }
  },
  "BatchEditRequest": {
    "Reason": {
      "minLength": 1,
      "maxLength": 500
    },
    "IDs": {
      "maxItems": 10000,
      "items": {
        "maxLength": 64
      }
    },
    "Set": {
      "minItems": 1,
      "maxItems": 50
    },
    "Rows": {
      "minItems": 1,
      "maxItems": 10000
    }
  },
  "BatchEditRow": {
    "ID": {
      "maxLength": 64
    }
  },
  "BatchEditSet": {
    "Field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "Value": {
      "maxLength": 2000
    }
  },
  "Campaign": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "type": {
      "enum": [
        "in-person",
        "self-serve",
        "voip"
      ]
    },
    "teams": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "attempts": {
      "minimum": 1,
      "maximum": 100
    },
    "timeout": {
      "minimum": 0,
      "maximum": 10000
    },
    "submitMode": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "checkinLength": {
      "minimum": 0,
      "maximum": 10000
    },
    "range": {
      "minLength": 1,
      "maxLength": 8,
      "pattern": "^[a-z]+$"
    },
    "raw_processes": {
      "maxItems": 100
    }
  },
  "CampaignCreate": {
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "type": {
      "enum": [
        "in-person",
        "self-serve",
        "voip"
      ]
    },
    "teams": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "attempts": {
      "minimum": 1,
      "maximum": 100
    },
    "timeout": {
      "minimum": 0,
      "maximum": 10000
    },
    "submitMode": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "checkinLength": {
      "minimum": 0,
      "maximum": 10000
    },
    "range": {
      "minLength": 1,
      "maxLength": 8,
      "pattern": "^[a-z]+$"
    }
  },
  "CampaignDetail": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "type": {
      "enum": [
        "in-person",
        "self-serve",
        "voip"
      ]
    },
    "teams": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "attempts": {
      "minimum": 1,
      "maximum": 100
    },
    "timeout": {
      "minimum": 0,
      "maximum": 10000
    },
    "submitMode": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "checkinLength": {
      "minimum": 0,
      "maximum": 10000
    },
    "range": {
      "minLength": 1,
      "maxLength": 8,
      "pattern": "^[a-z]+$"
    },
    "raw_processes": {
      "maxItems": 100
    }
  },
  "CampaignForm": {
    "fields": {
      "maxItems": 500
    }
  },
  "CampaignFormField": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "label": {
      "minLength": 1,
      "maxLength": 200
    },
    "type": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[a-z][a-z0-9-]*$"
    },
    "options": {
      "maxItems": 1000
    },
    "validator": {
      "minLength": 1,
      "maxLength": 500
    },
    "mask": {
      "minLength": 1,
      "maxLength": 100
    }
  },
  "CampaignFormOption": {
    "display": {
      "minLength": 1,
      "maxLength": 200
    },
    "subtext": {
      "maxLength": 200
    }
  },
  "CampaignGeneralSettings": {
    "type": {
      "enum": [
        "in-person",
        "self-serve",
        "voip"
      ]
    },
    "attempts": {
      "minimum": 0,
      "maximum": 100
    },
    "timeout": {
      "minimum": 0
    },
    "submitMode": {
      "minLength": 1,
      "maxLength": 64
    },
    "checkinLength": {
      "minimum": 0
    },
    "range": {
      "minLength": 1,
      "maxLength": 8
    },
    "picture": {
      "minLength": 1,
      "maxLength": 32
    }
  },
  "CampaignList": {
    "Count": {
      "minimum": 0
    }
  },
  "CampaignOption": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "field": {
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "rule": {
      "minLength": 1,
      "maxLength": 1000
    },
    "value": {
      "maxLength": 1000
    },
    "description": {
      "maxLength": 1000
    }
  },
  "CampaignOptionCreate": {
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "field": {
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "rule": {
      "minLength": 1,
      "maxLength": 1000
    },
    "value": {
      "maxLength": 1000
    },
    "description": {
      "maxLength": 1000
    }
  },
  "CampaignOptionList": {
    "Count": {
      "minimum": 0
    }
  },
  "CampaignOptionUpdate": {
    "field": {
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "rule": {
      "minLength": 1,
      "maxLength": 1000
    },
    "value": {
      "maxLength": 1000
    },
    "description": {
      "maxLength": 1000
    }
  },
  "CampaignTask": {
    "type": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_.-]+$"
    },
    "settings": {
      "minLength": 1,
      "maxLength": 512
    }
  },
  "CampaignTasksUpdate": {
    "raw_processes": {
      "maxItems": 100
    }
  },
  "CampaignTeamsUpdate": {
    "to_add": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "to_remove": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    }
  },
  "CampaignUpdate": {
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "type": {
      "enum": [
        "in-person",
        "self-serve",
        "voip"
      ]
    },
    "attempts": {
      "minimum": 1,
      "maximum": 100
    },
    "timeout": {
      "minimum": 0,
      "maximum": 10000
    },
    "submitMode": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "checkinLength": {
      "minimum": 0,
      "maximum": 10000
    },
    "range": {
      "minLength": 1,
      "maxLength": 8,
      "pattern": "^[a-z]+$"
    }
  },
  "Cancel": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "AccountID": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "Type": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Reason": {
      "maxLength": 500
    },
    "Amount": {
      "minimum": 0,
      "maximum": 10000000
    },
    "Campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "CampaignName": {
      "maxLength": 200
    },
    "TeamName": {
      "maxLength": 200
    },
    "PlayerName": {
      "maxLength": 200
    }
  },
  "CancelList": {
    "Result": {
      "maxItems": 1000
    },
    "Count": {
      "minimum": 0
    },
    "NextCursor": {
      "minLength": 1,
      "maxLength": 512,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "ChangePasswordRequest": {
    "CurrentPassword": {
      "minLength": 1,
      "maxLength": 128
    },
    "NewPassword": {
      "minLength": 8,
      "maxLength": 128
    }
  },
  "Chat": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "PlayerName": {
      "maxLength": 200
    },
    "TeamName": {
      "maxLength": 200
    },
    "CampaignName": {
      "maxLength": 200
    },
    "Channel": {
      "enum": [
        "sms",
        "email",
        "web",
        "whatsapp"
      ]
    },
    "LastMessage": {
      "maxLength": 2000
    },
    "Messages": {
      "minimum": 0
    }
  },
  "ChatList": {
    "Result": {
      "maxItems": 1000
    },
    "Count": {
      "minimum": 0
    }
  },
  "ChatMessage": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Author": {
      "enum": [
        "donor",
        "player"
      ]
    },
    "Body": {
      "maxLength": 4000
    }
  },
  "ChatMessageList": {
    "Messages": {
      "maxItems": 1000
    }
  },
  "Checkin": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "PlayerID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "PlayerName": {
      "maxLength": 200
    },
    "TeamName": {
      "maxLength": 200
    },
    "CampaignName": {
      "maxLength": 200
    },
    "Length": {
      "minimum": 0,
      "maximum": 24
    },
    "Geofence": {
      "enum": [
        "inside",
        "outside"
      ]
    }
  },
  "CheckinList": {
    "Result": {
      "maxItems": 1000
    },
    "Count": {
      "minimum": 0
    },
    "NextCursor": {
      "minLength": 1,
      "maxLength": 512,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "CheckinLocation": {
    "lat": {
      "minimum": -90,
      "maximum": 90
    },
    "lng": {
      "minimum": -180,
      "maximum": 180
    },
    "city": {
      "maxLength": 100
    },
    "region": {
      "maxLength": 100
    },
    "country_iso2": {
      "pattern": "^[A-Za-z]{2}$"
    }
  },
  "Client": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    }
  },
  "ClientAssignment": {
    "client": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "ClientAssignmentList": {
    "Count": {
      "minimum": 0
    }
  },
  "ClientCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    }
  },
  "ClientList": {
    "Count": {
      "minimum": 0
    }
  },
  "ClientSettingsLanguages": {
    "default": {
      "enum": [
        "en-CA",
        "en-GB",
        "en-IN",
        "en-SG",
        "en-US",
        "es-ES",
        "es-PE",
        "fr-CA"
      ]
    },
    "allowed": {
      "minItems": 1,
      "maxItems": 8,
      "items": {
        "enum": [
          "en-CA",
          "en-GB",
          "en-IN",
          "en-SG",
          "en-US",
          "es-ES",
          "es-PE",
          "fr-CA"
        ]
      }
    }
  },
  "ClientUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    }
  },
  "CustomReport": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "CustomReportColumn": {
    "key": {
      "minLength": 1,
      "maxLength": 128
    },
    "label": {
      "maxLength": 128
    },
    "type": {
      "enum": [
        "string",
        "number",
        "boolean",
        "date"
      ]
    },
    "bucket": {
      "enum": [
        "day",
        "week",
        "month"
      ]
    }
  },
  "CustomReportCreate": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "CustomReportList": {
    "Count": {
      "minimum": 0
    }
  },
  "CustomReportMetric": {
    "field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^(\\*|[A-Za-z_][A-Za-z0-9_]*)$"
    },
    "fn": {
      "enum": [
        "count",
        "sum",
        "avg",
        "min",
        "max",
        "share",
        "cancelRate"
      ]
    },
    "label": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "CustomReportQuery": {
    "groupBy": {
      "maxItems": 5,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z_][A-Za-z0-9_]*(:(day|week|month))?$"
      }
    },
    "metrics": {
      "minItems": 1,
      "maxItems": 20
    }
  },
  "CustomReportResult": {
    "columns": {
      "maxItems": 25
    },
    "rows": {
      "maxItems": 100000,
      "items": {
        "maxItems": 25
      }
    },
    "totals": {
      "maxItems": 25
    }
  },
  "CustomReportSubmissions": {
    "Campaign": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Team": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Player": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "ID": {
      "maxItems": 1000,
      "items": {
        "minLength": 6,
        "maxLength": 8,
        "pattern": "^[0-9a-f]{6,8}$"
      }
    },
    "PaymentStatus": {
      "maxItems": 6,
      "items": {
        "enum": [
          "pending",
          "approved",
          "declined",
          "failed",
          "refunded",
          "cancelled"
        ]
      }
    },
    "Frequency": {
      "maxItems": 4,
      "items": {
        "enum": [
          "once",
          "monthly",
          "quarterly",
          "yearly"
        ]
      }
    },
    "q": {
      "minLength": 2,
      "maxLength": 100
    },
    "Range": {
      "maxLength": 16,
      "pattern": "^(today|yesterday|thisWeek|lastWeek|thisMonth|lastMonth|thisYear|lastYear|[0-9]{1,4}[dh]-(before|after))$"
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64
    },
    "DateField": {
      "enum": [
        "Received",
        "Processed",
        "Created",
        "Updated"
      ]
    }
  },
  "CustomReportUpdate": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "Dashboard": {
    "Type": {
      "maxLength": 32
    },
    "Interval": {
      "enum": [
        "day",
        "week",
        "month"
      ]
    },
    "SignUpsOverTime": {
      "maxItems": 500
    },
    "ByCampaign": {
      "maxItems": 50
    },
    "ByTeam": {
      "maxItems": 50
    },
    "ByPlayer": {
      "maxItems": 50
    },
    "ByFrequency": {
      "maxItems": 8
    },
    "ByPaymentStatus": {
      "maxItems": 8
    },
    "FailureReasons": {
      "maxItems": 20
    },
    "Leaderboard": {
      "maxItems": 50
    },
    "Cohort": {
      "maxItems": 24
    }
  },
  "DashboardAmount": {
    "Currency": {
      "minLength": 1,
      "maxLength": 8
    },
    "Sum": {
      "minimum": 0
    },
    "Average": {
      "minimum": 0
    },
    "Count": {
      "minimum": 0
    },
    "PreviousSum": {
      "minimum": 0
    },
    "PreviousAverage": {
      "minimum": 0
    }
  },
  "DashboardBreakdownRow": {
    "Key": {
      "maxLength": 256
    },
    "Name": {
      "maxLength": 256
    },
    "Count": {
      "minimum": 0
    }
  },
  "DashboardCohortRow": {
    "Month": {
      "pattern": "^[0-9]{4}-[0-9]{2}$"
    },
    "SignUps": {
      "minimum": 0
    },
    "Active": {
      "maxItems": 24,
      "items": {
        "minimum": 0,
        "maximum": 1
      }
    }
  },
  "DashboardCount": {
    "Value": {
      "minimum": 0
    },
    "Previous": {
      "minimum": 0
    }
  },
  "DashboardKpis": {
    "Amounts": {
      "maxItems": 64
    }
  },
  "DashboardLeader": {
    "Player": {
      "maxLength": 64
    },
    "Name": {
      "maxLength": 256
    },
    "Team": {
      "maxLength": 64
    },
    "TeamName": {
      "maxLength": 256
    },
    "SignUps": {
      "minimum": 0
    },
    "Cancels": {
      "minimum": 0
    }
  },
  "DashboardTimePoint": {
    "Count": {
      "minimum": 0
    }
  },
  "DashPage": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 128
    },
    "type": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[a-z][a-z0-9_-]*$"
    },
    "widgets": {
      "maxItems": 50
    },
    "roles": {
      "maxItems": 6,
      "items": {
        "enum": [
          "root",
          "admin",
          "manager",
          "client",
          "callcenter",
          "rep"
        ]
      }
    },
    "order": {
      "minimum": 0,
      "maximum": 1000
    },
    "panels": {
      "maxItems": 10,
      "items": {
        "enum": [
          "Kpis",
          "SignUpsOverTime",
          "ByCampaign",
          "ByTeam",
          "ByPlayer",
          "ByFrequency",
          "ByPaymentStatus",
          "FailureReasons",
          "Leaderboard",
          "Cohort"
        ]
      }
    }
  },
  "DashPageCreate": {
    "title": {
      "minLength": 1,
      "maxLength": 128
    },
    "type": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[a-z][a-z0-9_-]*$"
    },
    "widgets": {
      "maxItems": 50
    },
    "roles": {
      "maxItems": 6,
      "items": {
        "enum": [
          "root",
          "admin",
          "manager",
          "client",
          "callcenter",
          "rep"
        ]
      }
    },
    "order": {
      "minimum": 0,
      "maximum": 1000
    },
    "panels": {
      "maxItems": 10,
      "items": {
        "enum": [
          "Kpis",
          "SignUpsOverTime",
          "ByCampaign",
          "ByTeam",
          "ByPlayer",
          "ByFrequency",
          "ByPaymentStatus",
          "FailureReasons",
          "Leaderboard",
          "Cohort"
        ]
      }
    }
  },
  "DashPageFilters": {
    "Days": {
      "minimum": 1,
      "maximum": 400
    },
    "DateField": {
      "enum": [
        "Received",
        "Processed"
      ]
    },
    "Interval": {
      "enum": [
        "day",
        "week",
        "month"
      ]
    },
    "Campaign": {
      "minLength": 1,
      "maxLength": 4096,
      "pattern": "^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$"
    },
    "Team": {
      "minLength": 1,
      "maxLength": 4096,
      "pattern": "^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$"
    }
  },
  "DashPageList": {
    "Count": {
      "minimum": 0
    }
  },
  "DashPageUpdate": {
    "title": {
      "minLength": 1,
      "maxLength": 128
    },
    "type": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[a-z][a-z0-9_-]*$"
    },
    "widgets": {
      "maxItems": 50
    },
    "roles": {
      "maxItems": 6,
      "items": {
        "enum": [
          "root",
          "admin",
          "manager",
          "client",
          "callcenter",
          "rep"
        ]
      }
    },
    "order": {
      "minimum": 0,
      "maximum": 1000
    },
    "panels": {
      "maxItems": 10,
      "items": {
        "enum": [
          "Kpis",
          "SignUpsOverTime",
          "ByCampaign",
          "ByTeam",
          "ByPlayer",
          "ByFrequency",
          "ByPaymentStatus",
          "FailureReasons",
          "Leaderboard",
          "Cohort"
        ]
      }
    }
  },
  "DashPageWidget": {
    "kind": {
      "enum": [
        "stat",
        "line",
        "bar",
        "pie",
        "table",
        "map",
        "leaderboard"
      ]
    },
    "title": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "EarQueue": {
    "Count": {
      "minimum": 0
    }
  },
  "EarQueueItem": {
    "ID": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "Campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "CampaignName": {
      "maxLength": 200
    },
    "Team": {
      "maxLength": 64
    },
    "TeamName": {
      "maxLength": 200
    },
    "Player": {
      "maxLength": 64
    },
    "PlayerName": {
      "maxLength": 200
    },
    "Recording": {
      "maxLength": 255
    }
  },
  "EmailBlock": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z0-9][a-z0-9_-]*$"
    },
    "kind": {
      "enum": [
        "header",
        "footer",
        "signature",
        "legal",
        "other"
      ]
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "content": {
      "minLength": 1,
      "maxLength": 100000
    },
    "usedBy": {
      "maxItems": 1000
    }
  },
  "EmailBlockCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z0-9][a-z0-9_-]*$"
    },
    "kind": {
      "enum": [
        "header",
        "footer",
        "signature",
        "legal",
        "other"
      ]
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "content": {
      "minLength": 1,
      "maxLength": 100000
    }
  },
  "EmailBlockList": {
    "Count": {
      "minimum": 0
    }
  },
  "EmailBlockUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z0-9][a-z0-9_-]*$"
    },
    "kind": {
      "enum": [
        "header",
        "footer",
        "signature",
        "legal",
        "other"
      ]
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "content": {
      "minLength": 1,
      "maxLength": 100000
    }
  },
  "EmailBlockUse": {
    "template": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "v": {
      "minimum": 1,
      "maximum": 100000
    }
  },
  "EmailBounce": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "email": {
      "maxLength": 254
    },
    "type": {
      "enum": [
        "hard",
        "soft"
      ]
    },
    "reason": {
      "maxLength": 2000
    },
    "messageId": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "EmailBounceList": {
    "Count": {
      "minimum": 0
    }
  },
  "EmailBounceReport": {
    "email": {
      "maxLength": 254
    },
    "type": {
      "enum": [
        "hard",
        "soft"
      ]
    },
    "reason": {
      "maxLength": 2000
    },
    "messageId": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "EmailContentBlock": {
    "kind": {
      "enum": [
        "heading",
        "text",
        "image",
        "button",
        "divider",
        "spacer",
        "html"
      ]
    },
    "content": {
      "maxLength": 100000
    }
  },
  "EmailDomain": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "domain": {
      "minLength": 3,
      "maxLength": 253,
      "pattern": "^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$"
    },
    "status": {
      "enum": [
        "pending",
        "valid",
        "invalid"
      ]
    },
    "records": {
      "maxItems": 20
    }
  },
  "EmailDomainCreate": {
    "domain": {
      "minLength": 3,
      "maxLength": 253,
      "pattern": "^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$"
    }
  },
  "EmailDomainList": {
    "Count": {
      "minimum": 0
    }
  },
  "EmailDomainRecord": {
    "type": {
      "enum": [
        "CNAME",
        "TXT",
        "MX"
      ]
    },
    "name": {
      "minLength": 1,
      "maxLength": 253
    },
    "value": {
      "minLength": 1,
      "maxLength": 4096
    },
    "purpose": {
      "enum": [
        "spf",
        "dkim",
        "dmarc",
        "return-path"
      ]
    },
    "status": {
      "enum": [
        "pending",
        "found",
        "missing",
        "wrong"
      ]
    },
    "found": {
      "maxItems": 20,
      "items": {
        "maxLength": 4096
      }
    }
  },
  "EmailMessage": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "to": {
      "maxLength": 254
    },
    "from": {
      "maxLength": 254
    },
    "subject": {
      "maxLength": 998
    },
    "templateId": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "version": {
      "minimum": 1,
      "maximum": 100000
    },
    "account": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "status": {
      "enum": [
        "queued",
        "sent",
        "delivered",
        "opened",
        "clicked",
        "bounced",
        "blocked",
        "failed"
      ]
    }
  },
  "EmailMessageDetail": {
    "html": {
      "maxLength": 2000000
    },
    "text": {
      "maxLength": 2000000
    },
    "error": {
      "maxLength": 2000
    },
    "attempts": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "EmailMessageList": {
    "Count": {
      "minimum": 0
    }
  },
  "EmailPreviewRequest": {
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "preheader": {
      "maxLength": 255
    },
    "html": {
      "minLength": 1,
      "maxLength": 1000000
    },
    "text": {
      "maxLength": 500000
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "submission": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "EmailRendered": {
    "subject": {
      "maxLength": 2000
    },
    "preheader": {
      "maxLength": 2000
    },
    "html": {
      "maxLength": 5000000
    },
    "text": {
      "maxLength": 2000000
    },
    "problems": {
      "maxItems": 500
    }
  },
  "EmailTemplate": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "description": {
      "maxLength": 1000
    },
    "versions": {
      "maxItems": 1000
    }
  },
  "EmailTemplateCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "description": {
      "maxLength": 1000
    }
  },
  "EmailTemplateList": {
    "Count": {
      "minimum": 0
    }
  },
  "EmailTemplateNameBody": {
    "name": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "EmailTemplateVersion": {
    "v": {
      "minimum": 1,
      "maximum": 100000
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "html": {
      "minLength": 1,
      "maxLength": 1000000
    },
    "text": {
      "maxLength": 500000
    },
    "blocks": {
      "maxItems": 500
    },
    "preheader": {
      "maxLength": 255
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    }
  },
  "EmailTemplateVersionCreate": {
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "html": {
      "minLength": 1,
      "maxLength": 1000000
    },
    "text": {
      "maxLength": 500000
    },
    "blocks": {
      "maxItems": 500
    },
    "preheader": {
      "maxLength": 255
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    }
  },
  "EmailTemplateVersionSummary": {
    "v": {
      "minimum": 1,
      "maximum": 100000
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    }
  },
  "EmailTemplateVersionUpdate": {
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "html": {
      "minLength": 1,
      "maxLength": 1000000
    },
    "text": {
      "maxLength": 500000
    },
    "blocks": {
      "maxItems": 500
    },
    "preheader": {
      "maxLength": 255
    },
    "locale": {
      "maxLength": 35,
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    }
  },
  "EmailTestSend": {
    "to": {
      "maxLength": 254
    },
    "submission": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "EmailTestSent": {
    "to": {
      "maxLength": 254
    },
    "subject": {
      "maxLength": 2000
    },
    "problems": {
      "maxItems": 500
    }
  },
  "EmailValidationResult": {
    "email": {
      "maxLength": 254
    },
    "reason": {
      "maxLength": 500
    }
  },
  "EmailVariableProblem": {
    "kind": {
      "enum": [
        "unknownVariable",
        "unknownBlock",
        "syntax"
      ]
    },
    "name": {
      "maxLength": 500
    },
    "part": {
      "enum": [
        "subject",
        "preheader",
        "html",
        "text"
      ]
    }
  },
  "Export": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "minLength": 1,
      "maxLength": 200
    },
    "Campaigns": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Fields": {
      "minItems": 1,
      "maxItems": 500
    },
    "Format": {
      "enum": [
        "csv",
        "text",
        "json",
        "pdf",
        "html",
        "audio",
        "video",
        "png",
        "geojson"
      ]
    },
    "CreatedBy": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "ExportAnonymousDefinition": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    },
    "Campaigns": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Fields": {
      "minItems": 1,
      "maxItems": 500
    },
    "Format": {
      "enum": [
        "csv",
        "text",
        "json",
        "pdf",
        "html",
        "audio",
        "video",
        "png",
        "geojson"
      ]
    }
  },
  "ExportCreate": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    },
    "Campaigns": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Fields": {
      "minItems": 1,
      "maxItems": 500
    },
    "Format": {
      "enum": [
        "csv",
        "text",
        "json",
        "pdf",
        "html",
        "audio",
        "video",
        "png",
        "geojson"
      ]
    }
  },
  "ExportDeliveryDownload": {
    "method": {
      "enum": [
        "download"
      ]
    }
  },
  "ExportDeliveryEmail": {
    "method": {
      "enum": [
        "email"
      ]
    },
    "recipients": {
      "minItems": 1,
      "maxItems": 50,
      "items": {
        "maxLength": 254
      }
    }
  },
  "ExportDeliverySftp": {
    "method": {
      "enum": [
        "sftp"
      ]
    }
  },
  "ExportDownloadLink": {
    "url": {
      "maxLength": 4096
    }
  },
  "ExportDownloadRequest": {
    "url": {
      "minLength": 1,
      "maxLength": 2048
    },
    "as": {
      "enum": [
        "file",
        "link"
      ]
    }
  },
  "ExportFieldBlank": {
    "type": {
      "enum": [
        "blank"
      ]
    },
    "header": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "ExportFieldField": {
    "type": {
      "enum": [
        "field"
      ]
    },
    "header": {
      "minLength": 1,
      "maxLength": 128
    },
    "field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    }
  },
  "ExportFieldFunction": {
    "type": {
      "enum": [
        "function"
      ]
    },
    "header": {
      "minLength": 1,
      "maxLength": 128
    },
    "function": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "args": {
      "maxItems": 20,
      "items": {
        "maxLength": 1000
      }
    }
  },
  "ExportFieldSet": {
    "type": {
      "enum": [
        "set"
      ]
    },
    "header": {
      "minLength": 1,
      "maxLength": 128
    },
    "value": {
      "maxLength": 1000
    }
  },
  "ExportList": {
    "Count": {
      "minimum": 0
    }
  },
  "ExportOption": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "ExportID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "ExportOptionCreate": {
    "ExportID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "ExportOptionList": {
    "Count": {
      "minimum": 0
    }
  },
  "ExportOptionUpdate": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "ExportRun": {
    "runId": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "status": {
      "enum": [
        "queued",
        "running",
        "done",
        "failed"
      ]
    },
    "rows": {
      "minimum": 0
    },
    "url": {
      "maxLength": 2048
    },
    "message": {
      "maxLength": 2000
    }
  },
  "ExportRunList": {
    "Result": {
      "maxItems": 50
    },
    "Count": {
      "minimum": 0
    }
  },
  "ExportSchedule": {
    "frequency": {
      "enum": [
        "daily",
        "weekly",
        "monthly"
      ]
    },
    "time": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "dayOfWeek": {
      "minimum": 0,
      "maximum": 6
    },
    "dayOfMonth": {
      "minimum": 1,
      "maximum": 28
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "ExportSftpSettings": {
    "host": {
      "minLength": 1,
      "maxLength": 253,
      "pattern": "^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"
    },
    "port": {
      "minimum": 1,
      "maximum": 65535
    },
    "username": {
      "minLength": 1,
      "maxLength": 128
    },
    "password": {
      "minLength": 1,
      "maxLength": 256
    },
    "privateKey": {
      "minLength": 1,
      "maxLength": 16384,
      "pattern": "^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"
    },
    "privateKeyPassphrase": {
      "minLength": 1,
      "maxLength": 1024
    },
    "hostKey": {
      "pattern": "^SHA256:[A-Za-z0-9+/]{43}=?$"
    },
    "path": {
      "minLength": 1,
      "maxLength": 1024,
      "pattern": "^/"
    }
  },
  "ExportSftpTestRequest": {
    "host": {
      "minLength": 1,
      "maxLength": 253,
      "pattern": "^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"
    },
    "port": {
      "minimum": 1,
      "maximum": 65535
    },
    "username": {
      "minLength": 1,
      "maxLength": 128
    },
    "password": {
      "minLength": 1,
      "maxLength": 256
    },
    "privateKey": {
      "minLength": 1,
      "maxLength": 16384,
      "pattern": "^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"
    },
    "privateKeyPassphrase": {
      "minLength": 1,
      "maxLength": 1024
    },
    "hostKey": {
      "pattern": "^SHA256:[A-Za-z0-9+/]{43}=?$"
    },
    "path": {
      "minLength": 1,
      "maxLength": 1024,
      "pattern": "^/"
    }
  },
  "ExportSftpTestResult": {
    "message": {
      "maxLength": 2000
    },
    "hostKey": {
      "pattern": "^SHA256:[A-Za-z0-9+/]{43}=?$"
    }
  },
  "ExportUpdate": {
    "Description": {
      "minLength": 1,
      "maxLength": 200
    },
    "Campaigns": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Fields": {
      "minItems": 1,
      "maxItems": 500
    },
    "Format": {
      "enum": [
        "csv",
        "text",
        "json",
        "pdf",
        "html",
        "audio",
        "video",
        "png",
        "geojson"
      ]
    }
  },
  "Feedback": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "text": {
      "minLength": 1,
      "maxLength": 5000
    },
    "AuthorID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "AuthorName": {
      "maxLength": 200
    },
    "url": {
      "maxLength": 2048
    }
  },
  "FeedbackCreate": {
    "text": {
      "minLength": 1,
      "maxLength": 5000
    },
    "url": {
      "maxLength": 2048
    }
  },
  "FeedbackList": {
    "Count": {
      "minimum": 0
    }
  },
  "FieldDescription": {
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "type": {
      "enum": [
        "string",
        "number",
        "boolean",
        "date"
      ]
    },
    "label": {
      "minLength": 1,
      "maxLength": 200
    },
    "group": {
      "enum": [
        "payment",
        "boolean",
        "date",
        "uppercase",
        "other"
      ]
    }
  },
  "GeoMultiPolygon": {
    "type": {
      "enum": [
        "MultiPolygon"
      ]
    },
    "coordinates": {
      "minItems": 1,
      "items": {
        "minItems": 1
      }
    }
  },
  "GeoPolygon": {
    "type": {
      "enum": [
        "Polygon"
      ]
    },
    "coordinates": {
      "minItems": 1,
      "items": {
        "minItems": 4
      }
    }
  },
  "HistoryChange": {
    "field": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "HistoryEntry": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Target": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "TargetType": {
      "maxLength": 64
    },
    "AuthorID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "AuthorName": {
      "maxLength": 200
    },
    "Action": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z][A-Za-z]*$"
    },
    "Reason": {
      "maxLength": 2000
    }
  },
  "HistoryList": {
    "Count": {
      "minimum": 0
    }
  },
  "IdExistsResult": {
    "id": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "type": {
      "enum": [
        "account",
        "player",
        "team",
        "campaign",
        "client",
        "export",
        "exportOption",
        "customreport"
      ]
    }
  },
  "ImportColumnMapping": {
    "importedKey": {
      "minLength": 1,
      "maxLength": 200
    },
    "supportedKey": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "acceptedFormat": {
      "maxLength": 64
    }
  },
  "ImportDuplicate": {
    "row": {
      "minimum": 1
    },
    "reason": {
      "enum": [
        "email",
        "phone",
        "namePostcode"
      ]
    },
    "account": {
      "maxLength": 64
    },
    "otherRow": {
      "minimum": 1
    },
    "action": {
      "enum": [
        "skip",
        "update",
        "import"
      ]
    }
  },
  "ImportDuplicateChoices": {
    "action": {
      "enum": [
        "skip",
        "update",
        "import"
      ]
    }
  },
  "ImportHistoryEntry": {
    "id": {
      "maxLength": 64
    },
    "header": {
      "maxItems": 500,
      "items": {
        "maxLength": 200
      }
    },
    "sheets": {
      "maxItems": 100,
      "items": {
        "maxLength": 100
      }
    },
    "page": {
      "maxLength": 100
    },
    "columnMap": {
      "minItems": 1,
      "maxItems": 500
    },
    "campaigns": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "job": {
      "maxLength": 64
    },
    "user": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "file": {
      "maxLength": 255
    },
    "rows": {
      "minimum": 0
    },
    "status": {
      "enum": [
        "uploaded",
        "processing",
        "completed",
        "failed"
      ]
    }
  },
  "ImportProcessForm": {
    "page": {
      "minLength": 1,
      "maxLength": 100
    },
    "campaignlist": {
      "minLength": 1,
      "maxLength": 4096,
      "pattern": "^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$"
    },
    "previouslyuploaded": {
      "enum": [
        "true",
        "false"
      ]
    },
    "columnMap": {
      "maxLength": 100000
    },
    "dryrun": {
      "enum": [
        "true",
        "false"
      ]
    },
    "mode": {
      "enum": [
        "validOnly",
        "allOrNothing"
      ]
    },
    "duplicates": {
      "maxLength": 100000
    }
  },
  "ImportResult": {
    "id": {
      "maxLength": 64
    },
    "job": {
      "maxLength": 64
    },
    "header": {
      "maxItems": 500,
      "items": {
        "maxLength": 200
      }
    },
    "sheets": {
      "maxItems": 100,
      "items": {
        "maxLength": 100
      }
    },
    "updated": {
      "minimum": 0
    },
    "duplicates": {
      "maxItems": 100000
    },
    "rows": {
      "minimum": 0
    },
    "imported": {
      "minimum": 0
    },
    "skipped": {
      "minimum": 0
    }
  },
  "ImportRowError": {
    "row": {
      "minimum": 1
    },
    "field": {
      "maxLength": 64
    },
    "message": {
      "maxLength": 500
    }
  },
  "ImportSupportedKey": {
    "key": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "label": {
      "maxLength": 200
    },
    "acceptedFormat": {
      "maxLength": 64
    },
    "formats": {
      "maxItems": 20,
      "items": {
        "maxLength": 64
      }
    }
  },
  "ImportUploadUrl": {
    "url": {
      "maxLength": 4096
    }
  },
  "IntegrationBatch": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "provider": {
      "minLength": 2,
      "maxLength": 32,
      "pattern": "^[a-z0-9-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaignName": {
      "maxLength": 200
    },
    "status": {
      "enum": [
        "running",
        "done",
        "failed"
      ]
    },
    "received": {
      "minimum": 0
    },
    "created": {
      "minimum": 0
    },
    "existing": {
      "minimum": 0
    },
    "failed": {
      "minimum": 0
    },
    "error": {
      "maxLength": 2000
    },
    "runs": {
      "minimum": 1
    }
  },
  "IntegrationBatchDetail": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "provider": {
      "minLength": 2,
      "maxLength": 32,
      "pattern": "^[a-z0-9-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaignName": {
      "maxLength": 200
    },
    "status": {
      "enum": [
        "running",
        "done",
        "failed"
      ]
    },
    "received": {
      "minimum": 0
    },
    "created": {
      "minimum": 0
    },
    "existing": {
      "minimum": 0
    },
    "failed": {
      "minimum": 0
    },
    "error": {
      "maxLength": 2000
    },
    "runs": {
      "minimum": 1
    }
  },
  "IntegrationBatchList": {
    "Count": {
      "minimum": 0
    }
  },
  "IntegrationBatchRow": {
    "row": {
      "minimum": 1
    },
    "externalId": {
      "maxLength": 200
    },
    "status": {
      "enum": [
        "created",
        "existing",
        "failed"
      ]
    }
  },
  "Job": {
    "id": {
      "minLength": 36,
      "maxLength": 36,
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
    },
    "kind": {
      "minLength": 1,
      "maxLength": 63,
      "pattern": "^[a-z][a-z0-9-]{0,62}$"
    },
    "status": {
      "enum": [
        "queued",
        "running",
        "done",
        "failed",
        "cancelled"
      ]
    },
    "attempts": {
      "minimum": 0
    }
  },
  "JobList": {
    "Count": {
      "minimum": 0
    }
  },
  "JobProgress": {
    "done": {
      "minimum": 0
    },
    "total": {
      "minimum": 0
    }
  },
  "MenuSortingEntry": {
    "id": {
      "minLength": 1,
      "maxLength": 100
    },
    "children": {
      "maxItems": 100,
      "items": {
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "OkResult": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "OptionalFieldOption": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "options": {
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "OptionalFieldOptionInput": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "field": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
    },
    "options": {
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "OptionalFieldOptionList": {
    "Count": {
      "minimum": 0
    }
  },
  "OptionalFieldUsage": {
    "Result": {
      "maxItems": 500
    },
    "Count": {
      "minimum": 0
    }
  },
  "PasswordResetCompletion": {
    "token": {
      "minLength": 16,
      "maxLength": 256,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    }
  },
  "PasswordResetRequest": {
    "username": {
      "minLength": 1,
      "maxLength": 150
    }
  },
  "Player": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "firstname": {
      "minLength": 1,
      "maxLength": 100
    },
    "lastname": {
      "minLength": 1,
      "maxLength": 100
    },
    "full_name": {
      "maxLength": 201
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "username": {
      "minLength": 3,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9._@+-]+$"
    },
    "email": {
      "minLength": 3,
      "maxLength": 254
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    },
    "status": {
      "enum": [
        0,
        1
      ]
    }
  },
  "PlayerAccess": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    },
    "teamRestrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "clientRestrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "teamPermissions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    }
  },
  "PlayerBulkCheck": {
    "rows": {
      "minItems": 1,
      "maxItems": 5000
    }
  },
  "PlayerBulkCreate": {
    "rows": {
      "minItems": 1,
      "maxItems": 5000
    },
    "mode": {
      "enum": [
        "validOnly",
        "allOrNothing"
      ]
    }
  },
  "PlayerBulkCreated": {
    "row": {
      "minimum": 0
    },
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "PlayerBulkReport": {
    "total": {
      "minimum": 0
    },
    "valid": {
      "minimum": 0
    }
  },
  "PlayerBulkRow": {
    "firstname": {
      "maxLength": 1000
    },
    "lastname": {
      "maxLength": 1000
    },
    "username": {
      "maxLength": 1000
    },
    "email": {
      "maxLength": 1000
    },
    "password": {
      "maxLength": 1000
    },
    "role": {
      "maxLength": 100
    },
    "team": {
      "maxLength": 100
    },
    "status": {
      "enum": [
        0,
        1
      ]
    }
  },
  "PlayerBulkRowProblem": {
    "row": {
      "minimum": 0
    },
    "errors": {
      "minItems": 1
    }
  },
  "PlayerCreate": {
    "firstname": {
      "minLength": 1,
      "maxLength": 100
    },
    "lastname": {
      "minLength": 1,
      "maxLength": 100
    },
    "username": {
      "minLength": 3,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9._@+-]+$"
    },
    "email": {
      "minLength": 3,
      "maxLength": 254
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "status": {
      "enum": [
        0,
        1
      ]
    }
  },
  "PlayerList": {
    "Count": {
      "minimum": 0
    }
  },
  "PlayerPasswordUpdate": {
    "Password": {
      "minLength": 8,
      "maxLength": 128
    }
  },
  "PlayerPreferences": {
    "language": {
      "enum": [
        "en-CA",
        "en-GB",
        "en-IN",
        "en-SG",
        "en-US",
        "es-ES",
        "es-PE",
        "fr-CA"
      ]
    }
  },
  "PlayerUpdate": {
    "status": {
      "enum": [
        0,
        1
      ]
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "firstname": {
      "minLength": 1,
      "maxLength": 100
    },
    "lastname": {
      "minLength": 1,
      "maxLength": 100
    },
    "email": {
      "minLength": 3,
      "maxLength": 254
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    }
  },
  "PolygonSearchValidationResult": {
    "reason": {
      "maxLength": 500
    },
    "points": {
      "minimum": 0
    }
  },
  "PortalFieldListChanges": {
    "add": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
      }
    },
    "remove": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
      }
    }
  },
  "PortalMapCenter": {
    "lat": {
      "minimum": -90,
      "maximum": 90
    },
    "lng": {
      "minimum": -180,
      "maximum": 180
    }
  },
  "PortalMetadataField": {
    "key": {
      "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$"
    },
    "label": {
      "minLength": 1,
      "maxLength": 100
    },
    "type": {
      "enum": [
        "text",
        "number",
        "boolean",
        "date",
        "choice"
      ]
    },
    "maxLength": {
      "minimum": 1,
      "maximum": 1000
    },
    "options": {
      "minItems": 1,
      "maxItems": 100,
      "items": {
        "minLength": 1,
        "maxLength": 100
      }
    }
  },
  "PortalSettings": {
    "version": {
      "maxLength": 32,
      "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$"
    }
  },
  "PortalSettingsOptions": {
    "homepage": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "^/"
    },
    "timezones": {
      "minItems": 1,
      "items": {
        "minLength": 1,
        "maxLength": 64
      }
    },
    "firstDayOfWeek": {
      "minimum": 0,
      "maximum": 6
    },
    "dashboardType": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "Problem": {
    "status": {
      "minimum": 100,
      "maximum": 599
    }
  },
  "QaChecklist": {
    "items": {
      "minItems": 1,
      "maxItems": 20
    }
  },
  "QaChecklistItem": {
    "id": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "label": {
      "minLength": 1,
      "maxLength": 200
    },
    "weight": {
      "minimum": 1,
      "maximum": 10
    }
  },
  "QaReview": {
    "account": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "score": {
      "minimum": 0,
      "maximum": 100
    },
    "comment": {
      "maxLength": 2000
    },
    "status": {
      "enum": [
        "reviewed",
        "flagged"
      ]
    },
    "reviewer": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "reviewerName": {
      "maxLength": 200
    }
  },
  "QaReviewInput": {
    "comment": {
      "maxLength": 2000
    },
    "status": {
      "enum": [
        "reviewed",
        "flagged"
      ]
    }
  },
  "ReportingFilters": {
    "Campaign": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Team": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "Player": {
      "maxItems": 500,
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64
    },
    "DateField": {
      "enum": [
        "Received",
        "Processed",
        "Created",
        "Updated"
      ]
    }
  },
  "ResendTask": {
    "task": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "status": {
      "enum": [
        "pending",
        "sent",
        "failed",
        "skipped"
      ]
    }
  },
  "ResendTaskList": {
    "Count": {
      "minimum": 0
    }
  },
  "SearchAccount": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "FirstName": {
      "maxLength": 200
    },
    "LastName": {
      "maxLength": 200
    },
    "Email": {
      "maxLength": 254
    }
  },
  "SearchCampaign": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "maxLength": 200
    }
  },
  "SearchCustomReport": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "maxLength": 500
    }
  },
  "SearchExport": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "maxLength": 500
    }
  },
  "SearchExportOption": {
    "ID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "ExportID": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "Description": {
      "maxLength": 500
    }
  },
  "SearchPlayer": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "firstname": {
      "maxLength": 100
    },
    "lastname": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    }
  },
  "SearchResults": {
    "accounts": {
      "maxItems": 50
    },
    "players": {
      "maxItems": 50
    },
    "teams": {
      "maxItems": 50
    },
    "campaigns": {
      "maxItems": 50
    },
    "exports": {
      "maxItems": 50
    },
    "exportOptions": {
      "maxItems": 50
    },
    "customreports": {
      "maxItems": 50
    }
  },
  "SearchTeam": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "maxLength": 200
    }
  },
  "SecondStepRequiredResult": {
    "status": {
      "enum": [
        "secondStepRequired"
      ]
    },
    "secondStep": {
      "enum": [
        "code"
      ]
    },
    "challenge": {
      "minLength": 1,
      "maxLength": 2048
    }
  },
  "SessionTokenPayload": {
    "exp": {
      "minimum": 0
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    }
  },
  "SignedInResult": {
    "status": {
      "enum": [
        "signedIn"
      ]
    },
    "token": {
      "minLength": 5,
      "maxLength": 8192,
      "pattern": "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$"
    },
    "player": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    },
    "username": {
      "maxLength": 150
    },
    "firstname": {
      "maxLength": 100
    },
    "lastname": {
      "maxLength": 100
    },
    "tag": {
      "maxLength": 64
    }
  },
  "SignInRequest": {
    "username": {
      "minLength": 1,
      "maxLength": 150
    },
    "password": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "SourceCode": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "code": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_.-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "description": {
      "maxLength": 1000
    }
  },
  "SourceCodeCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "code": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_.-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "description": {
      "maxLength": 1000
    }
  },
  "SourceCodeList": {
    "Count": {
      "minimum": 0
    }
  },
  "SourceCodeUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 128
    },
    "code": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_.-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "description": {
      "maxLength": 1000
    }
  },
  "Team": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "permissions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    }
  },
  "TeamCampaignOption": {
    "option": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaign": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "team": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "TeamCampaignOptionList": {
    "Count": {
      "minimum": 0
    }
  },
  "TeamCreate": {
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "parent": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "permissions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    }
  },
  "TeamList": {
    "Count": {
      "minimum": 0
    }
  },
  "TeamSummary": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "TeamTreeNode": {
    "id": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    },
    "players": {
      "minimum": 0
    },
    "activePlayers": {
      "minimum": 0
    },
    "subteams": {
      "minimum": 0
    }
  },
  "TeamUpdate": {
    "title": {
      "minLength": 1,
      "maxLength": 200
    },
    "parent": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "campaigns": {
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$"
      }
    },
    "permissions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "restrictions": {
      "maxItems": 64,
      "items": {
        "enum": [
          "nocreatecampaigns",
          "noupdatecampaigns",
          "nocreateexports",
          "norunexports",
          "nosubpay",
          "nosubreceipt",
          "nosublocation",
          "nosubdetails",
          "nosubassets",
          "nosubaudiotranscription",
          "noviewcancels",
          "noviewcheckins",
          "nomanageclients",
          "nomanageemails",
          "noupdatesubmissions",
          "noupdateplayers",
          "nocreateteams",
          "nocreateplayers"
        ]
      }
    },
    "role": {
      "enum": [
        "root",
        "admin",
        "manager",
        "client",
        "callcenter",
        "rep"
      ]
    }
  },
  "TranscriptionJob": {
    "account": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9a-f]{6,8}$"
    },
    "jobId": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "TranscriptionQueued": {
    "queued": {
      "items": {
        "minLength": 6,
        "maxLength": 8,
        "pattern": "^[0-9a-f]{6,8}$"
      }
    }
  },
  "TwoFactorRequest": {
    "code": {
      "minLength": 6,
      "maxLength": 8,
      "pattern": "^[0-9]{6,8}$"
    },
    "challenge": {
      "minLength": 1,
      "maxLength": 2048
    }
  },
  "TwoFactorSettingResult": {
    "secret": {
      "maxLength": 128,
      "pattern": "^[A-Z2-7]+=*$"
    },
    "otpauthUrl": {
      "maxLength": 1024
    },
    "recoveryCodes": {
      "minItems": 10,
      "maxItems": 10,
      "items": {
        "pattern": "^[0-9]{8}$"
      }
    }
  },
  "UsageEvent": {
    "category": {
      "enum": [
        "page",
        "action",
        "event",
        "exception",
        "info"
      ]
    },
    "action": {
      "minLength": 1,
      "maxLength": 200
    },
    "label": {
      "maxLength": 1000
    },
    "client": {
      "minLength": 1,
      "maxLength": 200
    },
    "platform": {
      "minLength": 1,
      "maxLength": 200
    },
    "user": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    }
  },
  "UserExistsRequest": {
    "username": {
      "minLength": 1,
      "maxLength": 150
    },
    "email": {
      "minLength": 3,
      "maxLength": 254
    }
  }
} as const satisfies Record<string, Record<string, FieldLimits>>;
