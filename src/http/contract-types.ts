// Generated from openapi/openapi.yaml by `npm run gen:types`. Do not edit.
/* eslint-disable */
export type paths = {
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the platform configuration */
        get: operations["getPlatformConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the platform configuration */
        patch: operations["updatePlatformConfig"];
        trace?: never;
    };
    "/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cached exchange rates */
        get: operations["getExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find rails, banks and providers for a corridor */
        get: operations["getDiscoveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through customers */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer with the currencies enabled for it (`currencies`; each must be one of the platform's `supportedCurrencies`, and when omitted all of them are enabled). Its internal accounts, one per enabled currency plus an embedded wallet for USDB, open at once on a regulated platform. On an unregulated platform (every sandbox platform) they open only once the customer has accepted the end-user terms: send an `agreementConsents` entry of type `SERVICE_END_USER_TERMS` here, or later with `PATCH /customers/{customerId}`. Until then `endUserTerms.status` is `PENDING`, `endUserTerms.opensOnAcceptance` lists the accounts that will open, and quotes moving the customer's money answer 403 `END_USER_TERMS_NOT_ACCEPTED`.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the agreements customers can accept */
        get: operations["listAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/end-user-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the current end-user terms (deprecated)
         * @deprecated
         */
        get: operations["getEndUserTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        /** Fetch one customer */
        get: operations["getCustomerById"];
        put?: never;
        post?: never;
        /** Delete a customer */
        delete: operations["deleteCustomerById"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Changes the given fields. An `agreementConsents` entry of type `SERVICE_END_USER_TERMS` records the end-user terms acceptance that, on an unregulated platform, opens the customer's internal accounts. `currencies` replaces the enabled list and opens an account for each new currency (once the terms are accepted); it must keep the currencies the customer already has accounts in, since those stay open.
         */
        patch: operations["updateCustomerById"];
        trace?: never;
    };
    "/customers/{customerId}/kyc-link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a hosted identity-check link */
        post: operations["createCustomerKycLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an e-mail verification code */
        post: operations["sendCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail verification code */
        post: operations["confirmCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a phone verification code */
        post: operations["sendCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/verify-phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the phone verification code */
        post: operations["confirmCustomerPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List strong-authentication factors */
        get: operations["listScaFactors"];
        put?: never;
        /** Begin enrolling an authentication factor */
        post: operations["startScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/confirm": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish enrolling an authentication factor */
        post: operations["confirmScaFactorEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/{credentialId}": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                credentialId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an authentication factor */
        delete: operations["deleteScaFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/start": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin a customer login challenge */
        post: operations["startScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/login/complete": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a customer login challenge */
        post: operations["completeScaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/record-event": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a security event for a customer */
        post: operations["recordSecurityEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin a two-factor reset */
        post: operations["startTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                resetId: string;
            };
            cookie?: never;
        };
        /** Check a two-factor reset */
        get: operations["getTwoFactorResetStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sca/factors/reset/{resetId}/complete": {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                resetId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a two-factor reset */
        post: operations["completeTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin trusting a beneficiary */
        post: operations["startBeneficiaryTrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/trust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish trusting a beneficiary */
        post: operations["confirmBeneficiaryTrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin removing beneficiary trust */
        post: operations["startBeneficiaryUntrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/untrust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm removing beneficiary trust */
        post: operations["confirmBeneficiaryUntrust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Internal accounts of customers
         * @description A customer's internal accounts open with it on a regulated platform. On an unregulated platform (every sandbox platform) they open only once the customer has accepted the end-user terms (`SERVICE_END_USER_TERMS`, recorded with `agreementConsents` on `POST /customers` or `PATCH /customers/{customerId}`); until then this list is empty for that customer, and with `customerId` the answer carries `endUserTerms` saying what is pending, the call that records it and the accounts that will open.
         */
        get: operations["listCustomerInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Internal accounts of the platform */
        get: operations["listPlatformInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** External accounts of customers */
        get: operations["listCustomerExternalAccounts"];
        put?: never;
        /** Add a customer external account */
        post: operations["createCustomerExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        /** Fetch one customer external account */
        get: operations["getCustomerExternalAccountById"];
        put?: never;
        post?: never;
        /** Remove a customer external account */
        delete: operations["deleteCustomerExternalAccountById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an ownership check for a customer account */
        post: operations["createExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove customer account ownership with a signature */
        post: operations["verifyExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** External accounts of the platform */
        get: operations["listPlatformExternalAccounts"];
        put?: never;
        /** Add a platform external account */
        post: operations["createPlatformExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        /** Fetch one platform external account */
        get: operations["getPlatformExternalAccountById"];
        put?: never;
        post?: never;
        /** Remove a platform external account */
        delete: operations["deletePlatformExternalAccountById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an ownership check for a platform account */
        post: operations["createPlatformExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove platform account ownership with a signature */
        post: operations["verifyPlatformExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficial-owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through beneficial owners */
        get: operations["listBeneficialOwners"];
        put?: never;
        /** Add a beneficial owner to a business */
        post: operations["createBeneficialOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficial-owners/{beneficialOwnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one beneficial owner */
        get: operations["getBeneficialOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change beneficial owner details */
        patch: operations["updateBeneficialOwner"];
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List uploaded documents */
        get: operations["listDocuments"];
        put?: never;
        /** Upload a verification document */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one document */
        get: operations["getDocument"];
        /** Replace an uploaded document */
        put: operations["replaceDocument"];
        post?: never;
        /** Remove an uploaded document */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through verifications */
        get: operations["listVerifications"];
        put?: never;
        /** Submit a customer for verification */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifications/{verificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one verification */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move funds in, same currency (deprecated)
         * @deprecated
         */
        post: operations["createTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move funds out, same currency (deprecated)
         * @deprecated
         */
        post: operations["createTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/uma/{receiverUmaAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look up a UMA receiver */
        get: operations["lookupUma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receiver/external-account/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look up an external account as receiver */
        get: operations["lookupExternalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one quote */
        get: operations["getQuoteById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a quote */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Execute a quote and start the transfer */
        post: operations["executeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Authorize a quote with a strong-authentication code */
        post: operations["authorizeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/authorize/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend the quote authorization code */
        post: operations["resendQuoteScaCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through transactions */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        /** Fetch one transaction */
        get: operations["getTransactionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a receipt was delivered */
        post: operations["confirmReceiptDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a payment awaiting the platform */
        post: operations["approvePendingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a payment awaiting the platform */
        post: operations["rejectPendingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a transaction */
        post: operations["cancelTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}/ledger-entries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        /**
         * List the ledger entries a payment posted
         * @description What the payment posted to the ledger, oldest first: the hold on its sending account (`HOLD`), the capture that settled it (`CAPTURE`, one entry per account it moved) or the release that gave the held amount back (`RELEASE`), and the other transfers that name it (`TRANSFER`: a sandbox deposit, an incoming payment's credit, a real-time deposit and its refund, the reversal of a returned payout). `HOLD` and `RELEASE` move the account's available balance only; `CAPTURE` and `TRANSFER` entries move its balance. Entries of one instant come in that order. Payments only: a card transaction's id answers 404, as on `GET /transactions/{transactionId}`.
         */
        get: operations["listTransactionLedgerEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crypto/estimate-withdrawal-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Estimate the fee of a crypto withdrawal */
        post: operations["estimateCryptoWithdrawalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a test event to the webhook endpoint */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through webhook events and their delivery
         * @description The events the service has written for the platform's webhook endpoint, newest first, with their delivery status. `objectId` keeps the events whose `data.id` is that id (a transaction's, an account's), to show one object's webhooks. Finished events are kept 30 days unless the operator sets another retention.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        /** Fetch a webhook event with its delivery attempts */
        get: operations["getWebhookEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a webhook event again
         * @description Puts the event back in the delivery queue, due now: the delivery worker sends it again with its original `id` and `data`, and retries it as any pending event (an event written more than a day ago is marked `FAILED` after one failed attempt). Its earlier attempts stay listed. Without a `webhookEndpoint` (`PATCH /config`) it answers 400 `WEBHOOK_ENDPOINT_NOT_SET`.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bulk/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import customers from a CSV file */
        post: operations["uploadCustomersCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bulk/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a customer import job */
        get: operations["getBulkCustomerImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an invitation */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one invitation */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim an invitation */
        post: operations["claimInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationCode}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an invitation */
        post: operations["cancelInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate an outgoing payment */
        post: operations["sandboxSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/uma/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate an incoming UMA payment */
        post: operations["sandboxReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox platform's clock
         * @description How far the platform's clock has been moved forward (`advanceSandboxClock`) and the server's time now. Production platforms get 403.
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a sandbox platform's clock forward
         * @description Makes `seconds` pass for everything the platform has stored: every instant of its records (expiries, due times, retry times, validity windows, creation times) moves that far into the past, so that quotes, challenges and device codes expire, scheduled settlements, bank returns, card confirmations and webhook retries come due, and sessions, lockouts and daily limits roll over, through the normal jobs and events. The work that came due is started at once. Other platforms are not touched. Production platforms get 403. A retry with the same `Idempotency-Key` answers the first result and moves nothing.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/internal-accounts/{accountId}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add test funds to an internal account */
        post: operations["sandboxFundInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uma-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List available UMA providers */
        get: operations["getAvailableUmaProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vasps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List known virtual-asset service providers */
        get: operations["listVasps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API tokens */
        get: operations["listTokens"];
        put?: never;
        /** Create an API token */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: string;
            };
            cookie?: never;
        };
        /** Fetch one API token */
        get: operations["getTokenById"];
        put?: never;
        post?: never;
        /** Delete an API token */
        delete: operations["deleteTokenById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an internal account */
        patch: operations["updateInternalAccount"];
        trace?: never;
    };
    "/internal-accounts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export an embedded wallet */
        post: operations["exportInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List wallet credentials */
        get: operations["listAuthCredentials"];
        put?: never;
        /** Register a wallet credential */
        post: operations["createAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a wallet credential */
        delete: operations["revokeAuthCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a credential and open a session */
        post: operations["verifyAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a fresh credential challenge */
        post: operations["challengeAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List wallet sessions */
        get: operations["listAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a wallet session */
        delete: operations["revokeAuthSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh a wallet session */
        post: operations["refreshAuthSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delegated-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delegated keys of an account */
        get: operations["listDelegatedKeys"];
        put?: never;
        /** Add a delegated key for card funding */
        post: operations["createDelegatedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delegated-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one delegated key */
        get: operations["getDelegatedKeyById"];
        put?: never;
        post?: never;
        /** Disable a delegated key */
        delete: operations["revokeDelegatedKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through agents */
        get: operations["listAgents"];
        put?: never;
        /** Set up an agent with its first device code */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agent actions and approvals */
        get: operations["listAgentApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch the calling agent */
        get: operations["getAgentMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        /** Fetch one agent */
        get: operations["getAgentById"];
        put?: never;
        post?: never;
        /** Delete an agent */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /** Rename, pause or resume an agent */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/agents/{agentId}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an agent policy */
        patch: operations["updateAgentPolicy"];
        trace?: never;
    };
    "/agents/{agentId}/device-codes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new agent device code */
        post: operations["regenerateAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending agent action */
        post: operations["approveAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/actions/{actionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending agent action */
        post: operations["rejectAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        /** Check whether a device code was redeemed */
        get: operations["getAgentDeviceCodeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/device-codes/{code}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a device code for agent credentials */
        post: operations["redeemAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transactions visible to the agent */
        get: operations["agentListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        /** Fetch one transaction as the agent */
        get: operations["agentGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a quote as the agent */
        post: operations["agentCreateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        /** Fetch one quote as the agent */
        get: operations["agentGetQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Execute a quote as the agent */
        post: operations["agentExecuteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the agent actions */
        get: operations["agentListActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        /** Fetch one agent action */
        get: operations["agentGetAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a same-currency transfer in as the agent */
        post: operations["agentCreateTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a same-currency transfer out as the agent */
        post: operations["agentCreateTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List internal accounts as the agent */
        get: operations["agentListInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List external accounts as the agent */
        get: operations["agentListExternalAccounts"];
        put?: never;
        /** Add an external account as the agent */
        post: operations["agentCreateExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        /** Fetch one external account as the agent */
        get: operations["agentGetExternalAccount"];
        put?: never;
        post?: never;
        /** Remove an external account as the agent */
        delete: operations["agentDeleteExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through cards */
        get: operations["listCards"];
        put?: never;
        /** Issue a debit card */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** Fetch one card */
        get: operations["getCardById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change card status, funding or limit */
        patch: operations["updateCardById"];
        trace?: never;
    };
    "/cards/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a short-lived link to the card details */
        post: operations["revealCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/tokenize": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provision a card into a digital wallet */
        post: operations["tokenizeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: authorization */
        post: operations["sandboxSimulateCardAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/clearing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: clearing */
        post: operations["sandboxSimulateCardClearing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: merchant return */
        post: operations["sandboxSimulateCardReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/balance_inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: balance inquiry */
        post: operations["sandboxSimulateCardBalanceInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: credit authorization */
        post: operations["sandboxSimulateCardCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: financial authorization */
        post: operations["sandboxSimulateCardFinancialAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/financial_credit_authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: financial credit authorization */
        post: operations["sandboxSimulateCardFinancialCreditAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: authorization advice */
        post: operations["sandboxSimulateCardAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/credit_authorization_advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: credit authorization advice */
        post: operations["sandboxSimulateCardCreditAuthorizationAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/cards/{id}/simulate/return_reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card simulation: reverse a merchant return */
        post: operations["sandboxSimulateCardReturnReversal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through stablecoins */
        get: operations["listStablecoins"];
        put?: never;
        /** Register a stablecoin */
        post: operations["registerStablecoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        /** Fetch one stablecoin */
        get: operations["getStablecoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/service-enablement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request service operations for a stablecoin */
        post: operations["requestStablecoinServiceEnablement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/mints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint stablecoin */
        post: operations["createStablecoinMint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/burns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Burn stablecoin */
        post: operations["createStablecoinBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoins/{stablecoinId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        /** List operations of a stablecoin */
        get: operations["listStablecoinOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-operations/{stablecoinOperationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        /** Fetch one stablecoin operation */
        get: operations["getStablecoinOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List linked stablecoin provider accounts */
        get: operations["listStablecoinProviderAccounts"];
        put?: never;
        /** Connect a stablecoin provider account */
        post: operations["linkStablecoinProviderAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stablecoin-provider-accounts/{stablecoinProviderAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinProviderAccountId: string;
            };
            cookie?: never;
        };
        /** Fetch one linked stablecoin provider account */
        get: operations["getStablecoinProviderAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    "agent-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An agent action waits for approval */
        post: operations["agentActionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incoming-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An incoming payment changed or needs a decision */
        post: operations["incomingPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "outgoing-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An outgoing payment changed status */
        post: operations["outgoingPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "test-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test delivery */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bulk-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer import finished */
        post: operations["bulkUploadWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation-claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An invitation was claimed */
        post: operations["invitationClaimedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer changed */
        post: operations["customerStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "internal-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An internal account changed */
        post: operations["internalAccountStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "external-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An external account changed status */
        post: operations["externalAccountStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "verification-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A verification changed status */
        post: operations["verificationStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-state-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card changed status */
        post: operations["cardStateChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-funding-source-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card funding source changed */
        post: operations["cardFundingSourceChangeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card transaction changed */
        post: operations["cardTransactionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stablecoin-operation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A stablecoin mint or burn changed status */
        post: operations["stablecoinOperationWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @enum {string} */
        CustomerInfoFieldName: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER";
        CounterpartyFieldDefinition: {
            name: components["schemas"]["CustomerInfoFieldName"];
            mandatory: boolean;
        };
        /** @enum {string} */
        TransactionType: "INCOMING" | "OUTGOING";
        PlatformCurrencyConfig: {
            currencyCode: string;
            /** Format: int64 */
            minAmount: number;
            /** Format: int64 */
            maxAmount: number;
            requiredCounterpartyFields: components["schemas"]["CounterpartyFieldDefinition"][];
            readonly providerRequiredCustomerFields?: components["schemas"]["CustomerInfoFieldName"][];
            readonly providerRequiredCounterpartyCustomerFields?: components["schemas"]["CustomerInfoFieldName"][];
            enabledTransactionTypes: components["schemas"]["TransactionType"][];
        };
        EmbeddedWalletConfig: {
            appName?: string;
            otpLength?: number;
            alphanumeric?: boolean;
            expirationSeconds?: number;
            /** Format: email */
            sendFromEmailAddress?: string;
            sendFromEmailSenderName?: string;
            /** Format: email */
            replyToEmailAddress?: string;
            /** Format: uri */
            logoUrl?: string;
        };
        CardTokenization2FAEmailConfig: {
            /** Format: email */
            fromAddress?: string;
            fromName?: string;
            /** Format: email */
            replyToAddress?: string;
            subject?: string;
            bodyText?: string;
        };
        CardTokenization2FASmsConfig: {
            templateSid?: string;
            bodyText?: string;
        };
        CardTokenization2FAConfig: {
            displayName?: string;
            /** Format: uri */
            logoUrl?: string;
            email?: components["schemas"]["CardTokenization2FAEmailConfig"];
            sms?: components["schemas"]["CardTokenization2FASmsConfig"];
        };
        /** @enum {string} */
        FeeType: "CROSS_CURRENCY_TRANSACTION";
        FixedFee: {
            /** Format: int64 */
            amount: number;
            currency: string;
        };
        FeeConfig: {
            feeType: components["schemas"]["FeeType"];
            sourceCurrency: string;
            variableFeeBps: number;
            fixedFee: components["schemas"]["FixedFee"];
        };
        PlatformConfig: {
            readonly id?: string;
            umaDomain?: string;
            proxyUmaSubdomain?: string;
            webhookEndpoint?: string;
            supportedCurrencies?: components["schemas"]["PlatformCurrencyConfig"][];
            isRegulatedFinancialInstitution?: boolean;
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
            cardTokenization2faConfig?: components["schemas"]["CardTokenization2FAConfig"];
            feeConfigs?: components["schemas"]["FeeConfig"][];
            /**
             * @description Sandbox switch. When true, a customer whose sandbox suffix names a terminal outcome resolves without documents (individuals at creation, businesses at their first verification submission).
             * @default false
             */
            skipVerificationPaperwork: boolean;
            /**
             * @description The platform falls under counterparty-information requirements (EU Travel Rule).
             * @default false
             */
            underCounterpartyRequirements: boolean;
            /** Format: date-time */
            readonly createdAt?: string;
            /** Format: date-time */
            readonly updatedAt?: string;
        };
        Error: {
            code: string;
            reason: string;
            details?: {
                errors?: components["schemas"]["FieldError"][];
            } & {
                [key: string]: unknown;
            };
            status?: number;
            message?: string;
        };
        Error401: {
            /** @enum {string} */
            code: "UNAUTHORIZED" | "INVALID_SIGNATURE" | "WALLET_SIGNATURE_MISSING" | "WALLET_SIGNATURE_MALFORMED" | "WALLET_SIGNATURE_BODY_MISMATCH" | "WALLET_SIGNATURE_INVALID" | "REQUEST_ID_MISSING";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 401;
            message?: string;
        };
        Error500: {
            /** @enum {string} */
            code: "SERVICE_SWITCH_ERROR" | "INTERNAL_ERROR";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 500;
            message?: string;
        };
        PlatformConfigUpdateRequest: {
            umaDomain?: string;
            webhookEndpoint?: string;
            supportedCurrencies?: components["schemas"]["PlatformCurrencyConfig"][];
            embeddedWalletConfig?: components["schemas"]["EmbeddedWalletConfig"];
            cardTokenization2faConfig?: components["schemas"]["CardTokenization2FAConfig"];
            feeConfigs?: components["schemas"]["FeeConfig"][];
            /**
             * @description Sandbox switch. When true, a customer whose sandbox suffix names a terminal outcome resolves without documents (individuals at creation, businesses at their first verification submission).
             * @default false
             */
            skipVerificationPaperwork: boolean;
            /**
             * @description The platform falls under counterparty-information requirements (EU Travel Rule).
             * @default false
             */
            underCounterpartyRequirements: boolean;
        };
        FieldError: {
            field: string;
            constraint: string;
            message: string;
        };
        Error400: {
            /** @enum {string} */
            code: "INVALID_INPUT" | "END_USER_TERMS_VERSION_NOT_FOUND" | "MISSING_MANDATORY_USER_INFO" | "INVITATION_ALREADY_CLAIMED" | "INVITATIONS_NOT_CONFIGURED" | "INVALID_UMA_ADDRESS" | "INVITATION_CANCELLED" | "QUOTE_REQUEST_FAILED" | "INVALID_PAYREQ_RESPONSE" | "INVALID_RECEIVER" | "PARSE_PAYREQ_RESPONSE_ERROR" | "CERT_CHAIN_INVALID" | "CERT_CHAIN_EXPIRED" | "INVALID_PUBKEY_FORMAT" | "MISSING_REQUIRED_UMA_PARAMETERS" | "SENDER_NOT_ACCEPTED" | "AMOUNT_OUT_OF_RANGE" | "INVALID_CURRENCY" | "INVALID_TIMESTAMP" | "INVALID_NONCE" | "INVALID_REQUEST_FORMAT" | "INVALID_BANK_ACCOUNT" | "SELF_PAYMENT" | "LOOKUP_REQUEST_FAILED" | "PARSE_LNURLP_RESPONSE_ERROR" | "INVALID_AMOUNT" | "WEBHOOK_ENDPOINT_NOT_SET" | "WEBHOOK_DELIVERY_ERROR" | "LOW_QUALITY" | "DATA_MISMATCH" | "EXPIRED" | "SUSPECTED_FRAUD" | "UNSUITABLE_DOCUMENT" | "INCOMPLETE" | "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS" | "SMS_OTP_CREDENTIAL_ALREADY_EXISTS" | "PASSKEY_CREDENTIAL_ALREADY_EXISTS" | "STABLECOIN_PROVIDER_ACCOUNT_INVALID" | "STABLECOIN_PROVIDER_ACCOUNT_REVOKED" | "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED" | "CARDHOLDER_KYC_NOT_APPROVED" | "TRANSACTION_SIZE_LIMIT_EXCEEDED" | "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED" | "INSUFFICIENT_FUNDS" | "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE" | "STABLECOIN_AMOUNT_NOT_REPRESENTABLE" | "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED" | "STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED" | "STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED" | "STABLECOIN_NOT_PROVISIONED" | "STABLECOIN_OPERATION_NOT_SUPPORTED" | "STABLECOIN_PROVIDER_ERROR" | "STABLECOIN_PROVIDER_SOURCE_NOT_LINKED" | "STABLECOIN_VERIFICATION_FAILED" | "FUNDING_SOURCE_INELIGIBLE";
            reason: string;
            details?: {
                errors?: components["schemas"]["FieldError"][];
            } & {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 400;
            message?: string;
        };
        Error501: {
            /** @enum {string} */
            code: "UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY" | "NOT_IMPLEMENTED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 501;
            message?: string;
        };
        Currency: {
            code?: string;
            name?: string;
            symbol?: string;
            decimals?: number;
        };
        /** @enum {string} */
        PaymentRail: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
        ExchangeRateFees: {
            /** Format: int64 */
            fixed?: number;
            /** Format: int64 */
            total?: number;
        };
        ExchangeRate: {
            sourceCurrency: components["schemas"]["Currency"];
            /** Format: int64 */
            sendingAmount: number;
            /** Format: int64 */
            minSendingAmount: number;
            /** Format: int64 */
            maxSendingAmount: number;
            destinationCurrency: components["schemas"]["Currency"];
            destinationPaymentRail: components["schemas"]["PaymentRail"] & unknown;
            /** Format: int64 */
            receivingAmount: number;
            exchangeRate: number;
            fees: components["schemas"]["ExchangeRateFees"];
            /** Format: date-time */
            updatedAt: string;
        };
        ExchangeRateListResponse: {
            data: components["schemas"]["ExchangeRate"][];
        };
        DiscoveryListResponse: {
            data?: {
                bankName: string;
                displayName: string;
                country: string;
                currency: string;
            }[];
        };
        /** @enum {string} */
        CustomerType: "INDIVIDUAL" | "BUSINESS";
        /** @enum {string} */
        EndUserTermsAcceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
        EndUserTermsConsentRequest: {
            /** Format: date-time */
            acceptedAt: string;
            ipAddress: string;
            termsVersion: string;
            acceptanceMethod: components["schemas"]["EndUserTermsAcceptanceMethod"];
        };
        EndUserTermsConsent: components["schemas"]["EndUserTermsConsentRequest"];
        /** @enum {string} */
        ContactVerificationStatus: "PENDING" | "VERIFIED";
        ContactVerification: {
            email?: components["schemas"]["ContactVerificationStatus"];
            phone?: components["schemas"]["ContactVerificationStatus"];
        };
        Customer: {
            readonly id?: string;
            platformCustomerId: string;
            customerType: components["schemas"]["CustomerType"];
            readonly agreementConsents: components["schemas"]["AgreementConsent"][];
            /** @deprecated */
            readonly endUserTermsConsent?: components["schemas"]["EndUserTermsConsent"];
            endUserTerms?: components["schemas"]["CustomerEndUserTerms"];
            region?: string;
            /** @description The currencies enabled for the customer. Its internal accounts are in exactly these: open once `endUserTerms.status` is not `PENDING`, listed in `endUserTerms.opensOnAcceptance` until then. */
            currencies?: string[];
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            umaAddress: string;
            /** Format: date-time */
            readonly createdAt?: string;
            /** Format: date-time */
            readonly updatedAt?: string;
            readonly isDeleted?: boolean;
            readonly contactVerification?: components["schemas"]["ContactVerification"];
        };
        /** @enum {string} */
        KycStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
        Address: {
            line1: string;
            line2?: string;
            city?: string;
            state?: string;
            postalCode: string;
            country: string;
        };
        /** @enum {string} */
        IdentificationType: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
        /** @enum {string} */
        IndividualSourceOfFundsCategory: "SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "GIFT" | "INHERITANCE" | "LOAN" | "SAVINGS" | "SALE_OF_ASSETS" | "OTHER";
        /** @enum {string} */
        SourceOfWealthCategory: "SALARY" | "BUSINESS_INCOME" | "INVESTMENTS" | "INHERITANCE" | "PROPERTY_SALE" | "GIFT" | "RETIREMENT" | "SAVINGS" | "OTHER";
        /** @enum {string} */
        PurposeOfAccount: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
        /** @enum {string} */
        ExpectedMonthlyTransactionCount: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
        /** @enum {string} */
        ExpectedMonthlyTransactionVolume: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
        /** @enum {string} */
        AnnualIncomeRange: "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
        /** @enum {string} */
        NetWorthRange: "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
        /** @enum {string} */
        PepStatus: "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
        CustomerEdd: {
            sourceOfFundsCategories?: components["schemas"]["IndividualSourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: components["schemas"]["SourceOfWealthCategory"][];
            sourceOfWealthOtherDescription?: string;
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            purposeOfAccountOtherDescription?: string;
            expectedMonthlyTransactionCount?: components["schemas"]["ExpectedMonthlyTransactionCount"];
            expectedMonthlyTransactionVolume?: components["schemas"]["ExpectedMonthlyTransactionVolume"];
            annualIncomeRange?: components["schemas"]["AnnualIncomeRange"];
            netWorthRange?: components["schemas"]["NetWorthRange"];
            pepStatus?: components["schemas"]["PepStatus"];
        };
        IndividualCustomerFields: {
            /** @enum {string} */
            customerType: "INDIVIDUAL";
            kycStatus?: components["schemas"]["KycStatus"];
            fullName?: string;
            /** Format: date */
            birthDate?: string;
            nationality?: string;
            address?: components["schemas"]["Address"];
            idType?: components["schemas"]["IdentificationType"];
            identifier?: string;
            countryOfIssuance?: string;
        } & components["schemas"]["CustomerEdd"];
        /** Individual Customer */
        IndividualCustomer: components["schemas"]["Customer"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        /** @enum {string} */
        KybStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
        /** @enum {string} */
        EntityType: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLC" | "CORPORATION" | "S_CORPORATION" | "NON_PROFIT" | "PUBLICLY_LISTED_COMPANY" | "TRUST" | "PRIVATE_FOUNDATION" | "CHARITY" | "OTHER";
        /** @enum {string} */
        BusinessType: "AGRICULTURE_FORESTRY_FISHING_AND_HUNTING" | "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_AND_WAREHOUSING" | "INFORMATION" | "FINANCE_AND_INSURANCE" | "REAL_ESTATE_AND_RENTAL_AND_LEASING" | "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES" | "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_AND_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_AND_RECREATION" | "ACCOMMODATION_AND_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION";
        /** @enum {string} */
        SourceOfFundsCategory: "OPERATING_REVENUE" | "INVESTMENT_INCOME" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS" | "OTHER";
        BusinessInfoUpdate: {
            legalName?: string;
            doingBusinessAs?: string;
            country?: string;
            registrationNumber?: string;
            /** Format: date */
            incorporatedOn?: string;
            entityType?: components["schemas"]["EntityType"];
            taxId?: string;
            countriesOfOperation?: string[];
            businessType?: components["schemas"]["BusinessType"];
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            sourceOfFunds?: string;
            /** @enum {string} */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /** @enum {string} */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            expectedRecipientJurisdictions?: string[];
            naicsCode?: string;
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            purposeOfAccountOtherDescription?: string;
            expectedCounterpartyCountries?: string[];
            primaryContactFirstName?: string;
            primaryContactLastName?: string;
        };
        BusinessCustomerFields: {
            /** @enum {string} */
            customerType: "BUSINESS";
            kybStatus?: components["schemas"]["KybStatus"];
            address?: components["schemas"]["Address"];
            businessInfo?: components["schemas"]["BusinessInfoUpdate"];
        };
        BusinessInfoResponse: {
            legalName: string;
            doingBusinessAs?: string;
            country?: string;
            registrationNumber?: string;
            /** Format: date */
            incorporatedOn?: string;
            entityType?: components["schemas"]["EntityType"];
            taxId?: string;
            countriesOfOperation?: string[];
            businessType?: components["schemas"]["BusinessType"];
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            sourceOfFunds?: string;
            /** @enum {string} */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /** @enum {string} */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            expectedRecipientJurisdictions?: string[];
            naicsCode?: string;
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            purposeOfAccountOtherDescription?: string;
            expectedCounterpartyCountries?: string[];
            primaryContactFirstName?: string;
            primaryContactLastName?: string;
        };
        /** @enum {string} */
        BeneficialOwnerRole: "UBO" | "DIRECTOR" | "COMPANY_OFFICER" | "CONTROL_PERSON" | "TRUSTEE" | "GENERAL_PARTNER";
        BeneficialOwnerPersonalInfo: {
            firstName: string;
            middleName?: string;
            lastName: string;
            /** Format: date */
            birthDate: string;
            nationality: string;
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            address: components["schemas"]["Address"];
            idType: components["schemas"]["IdentificationType"];
            identifier: string;
            countryOfIssuance?: string;
        };
        BeneficialOwner: {
            id: string;
            customerId: string;
            roles: components["schemas"]["BeneficialOwnerRole"][];
            ownershipPercentage: number;
            personalInfo: components["schemas"]["BeneficialOwnerPersonalInfo"];
            kycStatus: components["schemas"]["KycStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /** Business Customer */
        BusinessCustomer: components["schemas"]["Customer"] & components["schemas"]["BusinessCustomerFields"] & {
            businessInfo?: components["schemas"]["BusinessInfoResponse"];
            beneficialOwners?: components["schemas"]["BeneficialOwner"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        CustomerOneOf: components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
        CustomerListResponse: {
            data: components["schemas"]["CustomerOneOf"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        Error405: {
            /** @enum {string} */
            code: "METHOD_NOT_ALLOWED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 405;
            message?: string;
        };
        CustomerCreateRequest: {
            platformCustomerId?: string;
            customerType: components["schemas"]["CustomerType"];
            region?: string;
            currencies?: string[];
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            umaAddress?: string;
            agreementConsents?: components["schemas"]["AgreementConsent"][];
            /** @deprecated */
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
        };
        /** Individual Customer Create Request */
        IndividualCustomerCreateRequest: components["schemas"]["CustomerCreateRequest"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        BusinessInfo: {
            legalName: string;
            doingBusinessAs?: string;
            country: string;
            registrationNumber?: string;
            /** Format: date */
            incorporatedOn: string;
            entityType?: components["schemas"]["EntityType"];
            taxId: string;
            countriesOfOperation?: string[];
            businessType?: components["schemas"]["BusinessType"];
            purposeOfAccount?: components["schemas"]["PurposeOfAccount"];
            sourceOfFunds?: string;
            /** @enum {string} */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /** @enum {string} */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            expectedRecipientJurisdictions?: string[];
            naicsCode?: string;
            sourceOfFundsCategories?: components["schemas"]["SourceOfFundsCategory"][];
            sourceOfFundsOtherDescription?: string;
            purposeOfAccountOtherDescription?: string;
            expectedCounterpartyCountries?: string[];
            primaryContactFirstName?: string;
            primaryContactLastName?: string;
        };
        /** Business Customer Create Request */
        BusinessCustomerCreateRequest: components["schemas"]["CustomerCreateRequest"] & components["schemas"]["BusinessCustomerFields"] & {
            businessInfo: components["schemas"]["BusinessInfo"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        CustomerCreateRequestOneOf: components["schemas"]["IndividualCustomerCreateRequest"] | components["schemas"]["BusinessCustomerCreateRequest"];
        Error409: {
            /** @enum {string} */
            code: "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL" | "TRANSACTION_NOT_CANCELLABLE" | "UMA_ADDRESS_EXISTS" | "EMAIL_OTP_EMAIL_ALREADY_EXISTS" | "EMAIL_OTP_CREDENTIAL_SET_CHANGED" | "PASSKEY_ALREADY_ENROLLED" | "SCA_SESSION_REQUIRED" | "BENEFICIARY_TRUSTED" | "INVALID_STATE_TRANSITION" | "CARD_ALREADY_CLOSED" | "CARD_NOT_MUTABLE" | "CONFLICT" | "BANK_ACCOUNT_VALIDATION_PENDING" | "CARD_LIMIT_REACHED" | "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" | "DOCUMENT_ALREADY_EXISTS" | "DUPLICATE_EXTERNAL_ACCOUNT" | "DUPLICATE_PAY_REQUEST" | "SMS_OTP_CREDENTIAL_SET_CHANGED" | "SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS" | "STABLECOIN_SYMBOL_ALREADY_EXISTS" | "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS" | "WALLET_NOT_PROVISIONED" | "IDEMPOTENCY_KEY_IN_USE";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 409;
            message?: string;
        };
        Error404: {
            /** @enum {string} */
            code: "TRANSACTION_NOT_FOUND" | "INVITATION_NOT_FOUND" | "USER_NOT_FOUND" | "QUOTE_NOT_FOUND" | "LOOKUP_REQUEST_NOT_FOUND" | "TOKEN_NOT_FOUND" | "BULK_UPLOAD_JOB_NOT_FOUND" | "REFERENCE_NOT_FOUND" | "UMA_NOT_FOUND" | "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND" | "ACCOUNT_NOT_FOUND" | "AUTH_METHOD_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "DOCUMENT_HOLDER_NOT_FOUND" | "NOT_FOUND" | "PAYMENT_URL_NOT_FOUND" | "PLATFORM_NOT_FOUND" | "REQUEST_NOT_FOUND" | "SESSION_NOT_FOUND" | "STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND" | "STABLECOIN_NOT_FOUND" | "STABLECOIN_OPERATION_NOT_FOUND" | "VERIFICATION_NOT_FOUND";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 404;
            message?: string;
        };
        Error410: {
            /** @enum {string} */
            code: "CUSTOMER_DELETED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 410;
            message?: string;
        };
        /** Customer Update Request */
        CustomerUpdateRequest: {
            customerType: components["schemas"]["CustomerType"];
            currencies?: string[];
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            umaAddress?: string;
            agreementConsents?: components["schemas"]["AgreementConsent"][];
            /** @deprecated */
            endUserTermsConsent?: components["schemas"]["EndUserTermsConsentRequest"];
        };
        /** Individual Customer Update Request */
        IndividualCustomerUpdateRequest: components["schemas"]["CustomerUpdateRequest"] & components["schemas"]["IndividualCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "INDIVIDUAL";
        };
        /** Business Customer Update Request */
        BusinessCustomerUpdateRequest: components["schemas"]["CustomerUpdateRequest"] & components["schemas"]["BusinessCustomerFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BUSINESS";
        };
        CustomerUpdateRequestOneOf: components["schemas"]["IndividualCustomerUpdateRequest"] | components["schemas"]["BusinessCustomerUpdateRequest"];
        /** Signed Request Challenge */
        SignedRequestChallenge: {
            payloadToSign: string;
            requestId: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Error424: {
            /** @enum {string} */
            code: "PAYREQ_REQUEST_FAILED" | "COUNTERPARTY_PUBKEY_FETCH_ERROR" | "NO_COMPATIBLE_UMA_VERSION" | "LNURLP_REQUEST_FAILED" | "EMAIL_OTP_CREDENTIAL_SYNC_FAILED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 424;
            message?: string;
        };
        EndUserTerms: {
            version: string;
            /** Format: uri */
            url: string;
        };
        /** @enum {string} */
        AgreementType: "SERVICE_END_USER_TERMS" | "PRIVACY_POLICY" | "E_SIGN_CONSENT" | "ACCOUNT_AGREEMENT" | "CARDHOLDER_AGREEMENT" | "STABLECOIN_TERMS" | "DATA_SHARING_CONSENT";
        /** @enum {string} */
        AgreementAcceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT" | "ELECTRONIC_SIGNATURE" | "VERBAL";
        AgreementConsent: {
            type: components["schemas"]["AgreementType"];
            termsVersion: string;
            /** Format: date-time */
            acceptedAt: string;
            ipAddress?: string;
            acceptanceMethod?: components["schemas"]["AgreementAcceptanceMethod"];
        };
        Agreement: {
            type: components["schemas"]["AgreementType"];
            version: string;
            /** Format: uri */
            url: string;
        };
        /** @description Whether the customer's internal accounts wait for its acceptance of the end-user terms (`SERVICE_END_USER_TERMS`). `NOT_REQUIRED`: a regulated platform, accounts open with the customer. `ACCEPTED`: accounts are open. `PENDING`: an unregulated platform without the acceptance on file; no accounts yet and quotes answer 403 `END_USER_TERMS_NOT_ACCEPTED`. While pending (and the customer is not deleted) it names the terms to accept, the call that records the acceptance and the accounts that open then. */
        CustomerEndUserTerms: {
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "NOT_REQUIRED";
            agreement?: components["schemas"]["Agreement"];
            acceptWith?: components["schemas"]["EndUserTermsAcceptCall"];
            opensOnAcceptance?: components["schemas"]["PlannedInternalAccount"][];
        };
        /** @description The operation that records the acceptance: send `field` with an entry of type `SERVICE_END_USER_TERMS` (`termsVersion`, `acceptedAt`, `ipAddress`, `acceptanceMethod`), and `customerType`, to `method` `path`. */
        EndUserTermsAcceptCall: {
            /** @enum {string} */
            operationId: "updateCustomerById";
            /** @enum {string} */
            method: "PATCH";
            path: string;
            /** @enum {string} */
            field: "agreementConsents";
        };
        /** @description An internal account that opens when the end-user terms are accepted. */
        PlannedInternalAccount: {
            currency: string;
            type: components["schemas"]["InternalAccountType"];
        };
        AgreementListResponse: {
            data: components["schemas"]["Agreement"][];
        };
        KycLinkCreateRequest: {
            /** Format: uri */
            redirectUri?: string;
        };
        /** @enum {string} */
        KycProvider: "SUMSUB" | "SANDBOX";
        KycLinkResponse: {
            kycUrl: string;
            /** Format: date-time */
            expiresAt: string;
            provider: components["schemas"]["KycProvider"];
            token?: string;
        };
        ContactVerificationConfirmRequest: {
            code: string;
        };
        /** @enum {string} */
        ScaFactor: "SMS_OTP" | "TOTP" | "PASSKEY";
        ScaFactorView: {
            factor: components["schemas"]["ScaFactor"];
            credentialId?: string;
            name?: string;
        };
        ScaFactorList: {
            factors: components["schemas"]["ScaFactorView"][];
        };
        /** TOTP Factor Enroll Request */
        TotpFactorEnrollRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
        };
        /** Passkey Factor Enroll Request */
        PasskeyFactorEnrollRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        ScaFactorEnrollRequestOneOf: components["schemas"]["TotpFactorEnrollRequest"] | components["schemas"]["PasskeyFactorEnrollRequest"];
        TotpEnrollmentStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            secret: string;
            secretBase32Encoded: string;
            totpUri: string;
        };
        PasskeyEnrollmentStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            options: {
                [key: string]: unknown;
            };
            allowedOrigins: string[];
            relyingPartyId: string;
        };
        ScaFactorEnrollStartOneOf: components["schemas"]["TotpEnrollmentStart"] | components["schemas"]["PasskeyEnrollmentStart"];
        TotpEnrollmentConfirmRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            secret: string;
            code: string;
        };
        PasskeyEnrollmentConfirmRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            origin: string;
            credential: {
                [key: string]: unknown;
            };
        };
        ScaFactorConfirmRequestOneOf: components["schemas"]["TotpEnrollmentConfirmRequest"] | components["schemas"]["PasskeyEnrollmentConfirmRequest"];
        TotpEnrollmentConfirmResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TOTP";
            recoveryCodes: string[];
        };
        PasskeyEnrollmentConfirmResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            factor: components["schemas"]["ScaFactorView"];
        };
        ScaFactorConfirmResponseOneOf: components["schemas"]["TotpEnrollmentConfirmResponse"] | components["schemas"]["PasskeyEnrollmentConfirmResponse"];
        ScaLoginStartRequest: {
            factor: components["schemas"]["ScaFactor"];
        };
        ScaLoginStart: {
            factor: components["schemas"]["ScaFactor"];
            challengeId?: string | null;
            /** Format: date-time */
            expiresAt?: string | null;
            passkeyOptions?: {
                [key: string]: unknown;
            } | null;
            allowedOrigins?: string[] | null;
            relyingPartyId?: string | null;
        };
        ScaLoginCompleteRequest: {
            factor: components["schemas"]["ScaFactor"];
            endUserIpAddress: string;
            challengeId?: string | null;
            code?: string | null;
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
            origin?: string | null;
        };
        ScaLoginComplete: {
            status: string;
            /** Format: date-time */
            sessionExpiresAt?: string | null;
        };
        Error423: {
            /** @enum {string} */
            code: "ACCOUNT_LOCKED";
            reason: string;
            details?: {
                suspended?: boolean;
                /** Format: date-time */
                lockedUntil?: string | null;
                failedAttempts?: number;
            } & {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 423;
            message?: string;
        };
        RecordSecurityEventRequest: {
            /** @enum {string} */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
        };
        RecordSecurityEventResponse: {
            /** @enum {string} */
            eventType: "RESET_PASSWORD_COMPLETED" | "FAILED_LOGIN_ATTEMPT";
            suspended: boolean;
            /** Format: date-time */
            lockedUntil?: string | null;
            failedAttempts: number;
        };
        TwoFactorResetStartRequest: {
            factor: components["schemas"]["ScaFactor"];
        };
        TwoFactorResetStart: {
            resetId: string;
            livenessAccessToken?: string | null;
            verificationLink?: string | null;
            /** Format: date-time */
            expiresAt?: string | null;
        };
        Error429: {
            /** @enum {string} */
            code: "RATE_LIMITED" | "DAILY_VOLUME_LIMIT_EXCEEDED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 429;
            message?: string;
        };
        TwoFactorResetStatus: {
            /** @enum {string} */
            status: "INITIATED" | "PENDING_REVIEW" | "LIVENESS_PASSED" | "COMPLETED" | "REJECTED" | "EXPIRED";
            factor: components["schemas"]["ScaFactor"];
            /** @enum {string|null} */
            enrollmentStatus?: "PENDING" | "COMPLETED" | null;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            completedAt?: string | null;
        };
        TwoFactorResetCompleteRequest: {
            mobile?: {
                countryCode: string;
                number: string;
            };
        };
        ScaChallenge: {
            id: string;
            /** Format: date-time */
            expiresAt: string;
            factor: components["schemas"]["ScaFactor"];
            availableFactors: components["schemas"]["ScaFactor"][];
            purpose?: string | null;
            passkeyAssertionOptions?: {
                [key: string]: unknown;
            } | null;
            passkeyAllowedOrigins?: string[] | null;
        };
        BeneficiaryTrustStart: {
            scaChallenge?: components["schemas"]["ScaChallenge"];
        };
        BeneficiaryTrustConfirmRequest: {
            challengeId?: string | null;
            code?: string | null;
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
            origin?: string | null;
        };
        BeneficiaryTrustConfirm: {
            trusted: boolean;
        };
        /**
         * Internal Account Type
         * @enum {string}
         */
        InternalAccountType: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
        /**
         * Internal Account Status
         * @enum {string}
         */
        InternalAccountStatus: "PENDING" | "ACTIVE" | "CLOSED" | "FROZEN" | "FAILED";
        CurrencyAmount: {
            /** Format: int64 */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /** @enum {string} */
        PaymentAccountType: "USD_ACCOUNT" | "BRL_ACCOUNT" | "MXN_ACCOUNT" | "DKK_ACCOUNT" | "ARS_ACCOUNT" | "COP_ACCOUNT" | "EUR_ACCOUNT" | "INR_ACCOUNT" | "NGN_ACCOUNT" | "CAD_ACCOUNT" | "GBP_ACCOUNT" | "HKD_ACCOUNT" | "IDR_ACCOUNT" | "MYR_ACCOUNT" | "PHP_ACCOUNT" | "SGD_ACCOUNT" | "THB_ACCOUNT" | "VND_ACCOUNT" | "SWIFT_ACCOUNT" | "SPARK_WALLET" | "LIGHTNING" | "SOLANA_WALLET" | "TRON_WALLET" | "PLASMA_WALLET" | "POLYGON_WALLET" | "BASE_WALLET" | "ETHEREUM_WALLET" | "EMBEDDED_WALLET" | "BITCOIN_L1";
        BasePaymentAccountInfo: {
            accountType: components["schemas"]["PaymentAccountType"];
        };
        UsdAccountInfoBase: {
            /** @enum {string} */
            accountType: "USD_ACCOUNT";
            accountNumber: string;
            routingNumber: string;
            bankName?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            intermediaryBankName?: string;
            intermediaryRoutingNumber?: string;
            fiToFiInformation?: string;
        };
        UsdAccountInfo: components["schemas"]["UsdAccountInfoBase"] & {
            paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
        };
        /** USD Bank Account */
        PaymentUsdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["UsdAccountInfo"] & {
            reference: string;
            bankAddress?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** BRL Account */
        PaymentBrlAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "BRL_ACCOUNT";
            qrCode: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        MxnAccountInfoBase: {
            /** @enum {string} */
            accountType: "MXN_ACCOUNT";
            clabeNumber: string;
        };
        MxnAccountInfo: components["schemas"]["MxnAccountInfoBase"] & {
            paymentRails: "SPEI"[];
        };
        /** MXN Account */
        PaymentMxnAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MxnAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        DkkAccountInfoBase: {
            /** @enum {string} */
            accountType: "DKK_ACCOUNT";
            iban: string;
            swiftCode?: string;
        };
        DkkAccountInfo: components["schemas"]["DkkAccountInfoBase"] & {
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
        };
        /** DKK Account */
        PaymentDkkAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["DkkAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        EurAccountInfoBase: {
            /** @enum {string} */
            accountType: "EUR_ACCOUNT";
            iban: string;
            swiftCode?: string;
        };
        EurAccountInfo: components["schemas"]["EurAccountInfoBase"] & {
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
        };
        /** EUR Account */
        PaymentEurAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EurAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        InrAccountInfoBase: {
            /** @enum {string} */
            accountType: "INR_ACCOUNT";
            vpa?: string;
            accountNumber?: string;
            ifsc?: string;
            rail?: string;
            bankName?: string;
        };
        InrAccountInfo: components["schemas"]["InrAccountInfoBase"] & {
            paymentRails: ("UPI" | "NEFT" | "RTGS")[];
        };
        /** INR Account */
        PaymentInrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["InrAccountInfo"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        NgnAccountInfoBase: {
            /** @enum {string} */
            accountType: "NGN_ACCOUNT";
            accountNumber: string;
            bankName: string;
        };
        NgnAccountInfo: components["schemas"]["NgnAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** NGN Account */
        PaymentNgnAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["NgnAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        CadAccountInfoBase: {
            /** @enum {string} */
            accountType: "CAD_ACCOUNT";
            bankCode: string;
            branchCode: string;
            accountNumber: string;
        };
        CadAccountInfo: components["schemas"]["CadAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** CAD Account */
        PaymentCadAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["CadAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        GbpAccountInfoBase: {
            /** @enum {string} */
            accountType: "GBP_ACCOUNT";
            sortCode: string;
            accountNumber: string;
        };
        GbpAccountInfo: components["schemas"]["GbpAccountInfoBase"] & {
            paymentRails: "FASTER_PAYMENTS"[];
        };
        /** GBP Account */
        PaymentGbpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GbpAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        HkdAccountInfoBase: {
            /** @enum {string} */
            accountType: "HKD_ACCOUNT";
            bankName: string;
            accountNumber: string;
            swiftCode: string;
        };
        HkdAccountInfo: components["schemas"]["HkdAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** HKD Account */
        PaymentHkdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["HkdAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        IdrAccountInfoBase: {
            /** @enum {string} */
            accountType: "IDR_ACCOUNT";
            bankName: string;
            accountNumber: string;
            swiftCode: string;
            phoneNumber: string;
        };
        IdrAccountInfo: components["schemas"]["IdrAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** IDR Account */
        PaymentIdrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["IdrAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        MyrAccountInfoBase: {
            /** @enum {string} */
            accountType: "MYR_ACCOUNT";
            bankName: string;
            accountNumber: string;
            swiftCode: string;
        };
        MyrAccountInfo: components["schemas"]["MyrAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** MYR Account */
        PaymentMyrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MyrAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        PhpAccountInfoBase: {
            /** @enum {string} */
            accountType: "PHP_ACCOUNT";
            bankName: string;
            accountNumber: string;
        };
        PhpAccountInfo: components["schemas"]["PhpAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** PHP Account */
        PaymentPhpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PhpAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        SgdAccountInfoBase: {
            /** @enum {string} */
            accountType: "SGD_ACCOUNT";
            bankName?: string;
            accountNumber: string;
            swiftCode: string;
        };
        SgdAccountInfo: components["schemas"]["SgdAccountInfoBase"] & {
            paymentRails: ("PAYNOW" | "FAST" | "BANK_TRANSFER")[];
        };
        /** SGD Account */
        PaymentSgdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SgdAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        ThbAccountInfoBase: {
            /** @enum {string} */
            accountType: "THB_ACCOUNT";
            bankName: string;
            accountNumber: string;
            swiftCode: string;
        };
        ThbAccountInfo: components["schemas"]["ThbAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** THB Account */
        PaymentThbAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ThbAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        VndAccountInfoBase: {
            /** @enum {string} */
            accountType: "VND_ACCOUNT";
            bankName: string;
            accountNumber: string;
            swiftCode: string;
        };
        VndAccountInfo: components["schemas"]["VndAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** VND Account */
        PaymentVndAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["VndAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        SparkWalletInfo: {
            /** @enum {string} */
            accountType: "SPARK_WALLET";
            address: string;
        };
        /** Spark Wallet */
        PaymentSparkWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SparkWalletInfo"] & {
            assetType: string;
            invoice?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SPARK_WALLET";
        };
        /** Lightning Invoice */
        PaymentLightningInvoiceInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "LIGHTNING";
            invoice: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "LIGHTNING";
        };
        SolanaWalletInfo: {
            /** @enum {string} */
            accountType: "SOLANA_WALLET";
            address: string;
        };
        /** Solana Wallet */
        PaymentSolanaWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SolanaWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDC" | "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SOLANA_WALLET";
        };
        TronWalletInfo: {
            /** @enum {string} */
            accountType: "TRON_WALLET";
            address: string;
        };
        /** Tron Wallet */
        PaymentTronWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["TronWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRON_WALLET";
        };
        PlasmaWalletInfo: {
            /** @enum {string} */
            accountType: "PLASMA_WALLET";
            address: string;
        };
        /** Plasma Wallet */
        PaymentPlasmaWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PlasmaWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PLASMA_WALLET";
        };
        PolygonWalletInfo: {
            /** @enum {string} */
            accountType: "POLYGON_WALLET";
            address: string;
        };
        /** Polygon Wallet */
        PaymentPolygonWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PolygonWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDC";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "POLYGON_WALLET";
        };
        BaseWalletInfo: {
            /** @enum {string} */
            accountType: "BASE_WALLET";
            address: string;
        };
        /** Base Wallet */
        PaymentBaseWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BaseWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDC";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BASE_WALLET";
        };
        EthereumWalletInfo: {
            /** @enum {string} */
            accountType: "ETHEREUM_WALLET";
            address: string;
        };
        /** Ethereum Wallet */
        PaymentEthereumWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EthereumWalletInfo"] & {
            /** @enum {string} */
            assetType?: "USDC" | "USDT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ETHEREUM_WALLET";
        };
        /** Bitcoin L1 Deposit Address */
        PaymentBitcoinDepositAddressInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "BITCOIN_L1";
            address: string;
            /** @enum {string} */
            network?: "BITCOIN";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BITCOIN_L1";
        };
        AedAccountInfoBase: {
            /** @enum {string} */
            accountType: "AED_ACCOUNT";
            iban: string;
            swiftCode?: string;
        };
        AedAccountInfo: components["schemas"]["AedAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** AED Account */
        PaymentAedAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["AedAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        KesAccountInfoBase: {
            /** @enum {string} */
            accountType: "KES_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        KesAccountInfo: components["schemas"]["KesAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** KES Account */
        PaymentKesAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["KesAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        MwkAccountInfoBase: {
            /** @enum {string} */
            accountType: "MWK_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        MwkAccountInfo: components["schemas"]["MwkAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** MWK Account */
        PaymentMwkAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["MwkAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        RwfAccountInfoBase: {
            /** @enum {string} */
            accountType: "RWF_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        RwfAccountInfo: components["schemas"]["RwfAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** RWF Account */
        PaymentRwfAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["RwfAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        TzsAccountInfoBase: {
            /** @enum {string} */
            accountType: "TZS_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        TzsAccountInfo: components["schemas"]["TzsAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** TZS Account */
        PaymentTzsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["TzsAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        UgxAccountInfoBase: {
            /** @enum {string} */
            accountType: "UGX_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        UgxAccountInfo: components["schemas"]["UgxAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** UGX Account */
        PaymentUgxAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["UgxAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        XofAccountInfoBase: {
            /** @enum {string} */
            accountType: "XOF_ACCOUNT";
            phoneNumber: string;
            provider: string;
            /** @enum {string} */
            region: "BJ" | "CI" | "SN" | "TG";
        };
        XofAccountInfo: components["schemas"]["XofAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** XOF Account */
        PaymentXofAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["XofAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        ZarAccountInfoBase: {
            /** @enum {string} */
            accountType: "ZAR_ACCOUNT";
            accountNumber: string;
            bankName: string;
        };
        ZarAccountInfo: components["schemas"]["ZarAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** ZAR Account */
        PaymentZarAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ZarAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        ZmwAccountInfoBase: {
            /** @enum {string} */
            accountType: "ZMW_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        ZmwAccountInfo: components["schemas"]["ZmwAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** ZMW Account */
        PaymentZmwAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["ZmwAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
        BwpAccountInfoBase: {
            /** @enum {string} */
            accountType: "BWP_ACCOUNT";
            phoneNumber: string;
            provider: string;
        };
        BwpAccountInfo: components["schemas"]["BwpAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** BWP Account */
        PaymentBwpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BwpAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        XafAccountInfoBase: {
            /** @enum {string} */
            accountType: "XAF_ACCOUNT";
            phoneNumber: string;
            provider: string;
            /** @enum {string} */
            region: "CM" | "CG";
        };
        XafAccountInfo: components["schemas"]["XafAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** XAF Account */
        PaymentXafAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["XafAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        BdtAccountInfoBase: {
            /** @enum {string} */
            accountType: "BDT_ACCOUNT";
            accountNumber?: string;
            bankName: string;
            branchCode?: string;
            swiftCode?: string;
            phoneNumber?: string;
        };
        BdtAccountInfo: components["schemas"]["BdtAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** BDT Account */
        PaymentBdtAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["BdtAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        /** ARS Account */
        PaymentArsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "ARS_ACCOUNT";
            accountNumber: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ARS_ACCOUNT";
        };
        /** COP Account */
        PaymentCopAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType?: "COP_ACCOUNT";
            /** Format: uri */
            paymentUrl: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        EgpAccountInfoBase: {
            /** @enum {string} */
            accountType: "EGP_ACCOUNT";
            iban?: string;
            bankName: string;
            phoneNumber?: string;
        };
        EgpAccountInfo: components["schemas"]["EgpAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** EGP Account */
        PaymentEgpAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["EgpAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        GhsAccountInfoBase: {
            /** @enum {string} */
            accountType: "GHS_ACCOUNT";
            accountNumber?: string;
            bankName: string;
            phoneNumber?: string;
        };
        GhsAccountInfo: components["schemas"]["GhsAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** GHS Account */
        PaymentGhsAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GhsAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        GtqAccountInfoBase: {
            /** @enum {string} */
            accountType: "GTQ_ACCOUNT";
            accountNumber: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            bankName: string;
        };
        GtqAccountInfo: components["schemas"]["GtqAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** GTQ Account */
        PaymentGtqAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["GtqAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        HtgAccountInfoBase: {
            /** @enum {string} */
            accountType: "HTG_ACCOUNT";
            phoneNumber: string;
        };
        HtgAccountInfo: components["schemas"]["HtgAccountInfoBase"] & {
            paymentRails: "MOBILE_MONEY"[];
        };
        /** HTG Account */
        PaymentHtgAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["HtgAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        JmdAccountInfoBase: {
            /** @enum {string} */
            accountType: "JMD_ACCOUNT";
            accountNumber: string;
            branchCode: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            bankName: string;
        };
        JmdAccountInfo: components["schemas"]["JmdAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** JMD Account */
        PaymentJmdAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["JmdAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        PkrAccountInfoBase: {
            /** @enum {string} */
            accountType: "PKR_ACCOUNT";
            bankName: string;
            accountNumber?: string;
            iban?: string;
            phoneNumber?: string;
        };
        PkrAccountInfo: components["schemas"]["PkrAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** PKR Account */
        PaymentPkrAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["PkrAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        SlvAccountInfoBase: {
            /** @enum {string} */
            accountType: "SLV_ACCOUNT";
            bankName?: string;
            accountNumber?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            phoneNumber?: string;
        };
        SlvAccountInfo: components["schemas"]["SlvAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** SLV Account */
        PaymentSlvAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SlvAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** Embedded Wallet */
        PaymentEmbeddedWalletInfo: components["schemas"]["BasePaymentAccountInfo"] & {
            /** @enum {string} */
            accountType: "EMBEDDED_WALLET";
            payloadToSign: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EMBEDDED_WALLET";
        };
        SwiftAccountInfoBase: {
            /** @enum {string} */
            accountType: "SWIFT_ACCOUNT";
            country: string;
            swiftCode: string;
            bankName: string;
            accountNumber?: string;
            iban?: string;
        };
        SwiftAccountInfo: components["schemas"]["SwiftAccountInfoBase"] & {
            paymentRails: "SWIFT"[];
        };
        /** SWIFT Account */
        PaymentSwiftAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["SwiftAccountInfo"] & {
            accountHolderName: string;
            bankAddress?: string;
            reference?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        CnyAccountInfoBase: {
            /** @enum {string} */
            accountType: "CNY_ACCOUNT";
            accountNumber?: string;
            bankName: string;
            phoneNumber?: string;
        };
        CnyAccountInfo: components["schemas"]["CnyAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        IlsAccountInfoBase: {
            /** @enum {string} */
            accountType: "ILS_ACCOUNT";
            iban: string;
            swiftCode?: string;
        };
        IlsAccountInfo: components["schemas"]["IlsAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        TryAccountInfoBase: {
            /** @enum {string} */
            accountType: "TRY_ACCOUNT";
            iban: string;
            swiftCode?: string;
        };
        TryAccountInfo: components["schemas"]["TryAccountInfoBase"] & {
            paymentRails: "BANK_TRANSFER"[];
        };
        /** CNY Account */
        PaymentCnyAccountInfo: components["schemas"]["BasePaymentAccountInfo"] & components["schemas"]["CnyAccountInfo"] & {
            reference: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        PaymentInstructions: {
            instructionsNotes?: string;
            isPlatformAccount?: boolean;
            accountOrWalletInfo: components["schemas"]["PaymentUsdAccountInfo"] | components["schemas"]["PaymentBrlAccountInfo"] | components["schemas"]["PaymentMxnAccountInfo"] | components["schemas"]["PaymentDkkAccountInfo"] | components["schemas"]["PaymentEurAccountInfo"] | components["schemas"]["PaymentInrAccountInfo"] | components["schemas"]["PaymentNgnAccountInfo"] | components["schemas"]["PaymentCadAccountInfo"] | components["schemas"]["PaymentGbpAccountInfo"] | components["schemas"]["PaymentHkdAccountInfo"] | components["schemas"]["PaymentIdrAccountInfo"] | components["schemas"]["PaymentMyrAccountInfo"] | components["schemas"]["PaymentPhpAccountInfo"] | components["schemas"]["PaymentSgdAccountInfo"] | components["schemas"]["PaymentThbAccountInfo"] | components["schemas"]["PaymentVndAccountInfo"] | components["schemas"]["PaymentAedAccountInfo"] | components["schemas"]["PaymentKesAccountInfo"] | components["schemas"]["PaymentMwkAccountInfo"] | components["schemas"]["PaymentRwfAccountInfo"] | components["schemas"]["PaymentTzsAccountInfo"] | components["schemas"]["PaymentUgxAccountInfo"] | components["schemas"]["PaymentXofAccountInfo"] | components["schemas"]["PaymentZarAccountInfo"] | components["schemas"]["PaymentZmwAccountInfo"] | components["schemas"]["PaymentBwpAccountInfo"] | components["schemas"]["PaymentXafAccountInfo"] | components["schemas"]["PaymentBdtAccountInfo"] | components["schemas"]["PaymentArsAccountInfo"] | components["schemas"]["PaymentCopAccountInfo"] | components["schemas"]["PaymentEgpAccountInfo"] | components["schemas"]["PaymentGhsAccountInfo"] | components["schemas"]["PaymentGtqAccountInfo"] | components["schemas"]["PaymentHtgAccountInfo"] | components["schemas"]["PaymentJmdAccountInfo"] | components["schemas"]["PaymentPkrAccountInfo"] | components["schemas"]["PaymentSlvAccountInfo"] | components["schemas"]["PaymentSwiftAccountInfo"] | components["schemas"]["PaymentCnyAccountInfo"] | components["schemas"]["PaymentSparkWalletInfo"] | components["schemas"]["PaymentLightningInvoiceInfo"] | components["schemas"]["PaymentSolanaWalletInfo"] | components["schemas"]["PaymentTronWalletInfo"] | components["schemas"]["PaymentPlasmaWalletInfo"] | components["schemas"]["PaymentPolygonWalletInfo"] | components["schemas"]["PaymentBaseWalletInfo"] | components["schemas"]["PaymentEthereumWalletInfo"] | components["schemas"]["PaymentBitcoinDepositAddressInfo"] | components["schemas"]["PaymentEmbeddedWalletInfo"];
        };
        InternalAccount: {
            id: string;
            customerId?: string;
            type: components["schemas"]["InternalAccountType"];
            status: components["schemas"]["InternalAccountStatus"];
            balance: components["schemas"]["CurrencyAmount"];
            totalBalance: components["schemas"]["CurrencyAmount"];
            fundingPaymentInstructions: components["schemas"]["PaymentInstructions"][];
            privateEnabled?: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        InternalAccountListResponse: {
            data: components["schemas"]["InternalAccount"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
            /** @description Only when `customerId` names a customer whose end-user terms are pending: why it has no accounts yet, and how to open them. */
            endUserTerms?: components["schemas"]["CustomerEndUserTerms"];
        };
        PlatformInternalAccountListResponse: {
            data: components["schemas"]["InternalAccount"][];
        };
        /** @enum {string} */
        ExternalAccountStatus: "PENDING" | "ACTIVE" | "PENDING_OWNERSHIP_VERIFICATION" | "UNVERIFIED" | "UNDER_REVIEW" | "INACTIVE";
        /** @enum {string} */
        OwnershipType: "FIRST_PARTY" | "THIRD_PARTY";
        /** @enum {string} */
        BeneficiaryVerificationStatus: "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";
        BeneficiaryVerifiedData: {
            fullName?: string;
        };
        /** @enum {string} */
        ExternalAccountType: "AED_ACCOUNT" | "BDT_ACCOUNT" | "BRL_ACCOUNT" | "BWP_ACCOUNT" | "CAD_ACCOUNT" | "COP_ACCOUNT" | "DKK_ACCOUNT" | "EGP_ACCOUNT" | "EUR_ACCOUNT" | "GBP_ACCOUNT" | "GHS_ACCOUNT" | "GTQ_ACCOUNT" | "HKD_ACCOUNT" | "HTG_ACCOUNT" | "IDR_ACCOUNT" | "INR_ACCOUNT" | "JMD_ACCOUNT" | "KES_ACCOUNT" | "MWK_ACCOUNT" | "MXN_ACCOUNT" | "MYR_ACCOUNT" | "NGN_ACCOUNT" | "PHP_ACCOUNT" | "PKR_ACCOUNT" | "RWF_ACCOUNT" | "SGD_ACCOUNT" | "SLV_ACCOUNT" | "THB_ACCOUNT" | "TZS_ACCOUNT" | "UGX_ACCOUNT" | "USD_ACCOUNT" | "VND_ACCOUNT" | "XAF_ACCOUNT" | "XOF_ACCOUNT" | "ZAR_ACCOUNT" | "ZMW_ACCOUNT" | "SWIFT_ACCOUNT" | "BASE_WALLET" | "ETHEREUM_WALLET" | "LIGHTNING" | "LIGHTNING_ACCOUNT" | "PLASMA_WALLET" | "POLYGON_WALLET" | "SOLANA_WALLET" | "SPARK_WALLET" | "TRON_WALLET" | "CNY_ACCOUNT" | "ILS_ACCOUNT" | "TRY_ACCOUNT";
        BaseExternalAccountInfo: {
            accountType: components["schemas"]["ExternalAccountType"];
        };
        /** Individual Beneficiary */
        AedBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address: components["schemas"]["Address"];
        };
        /** Business Beneficiary */
        BusinessBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "BUSINESS";
            legalName: string;
            registrationNumber?: string;
            taxId?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** AED Account */
        AedExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["AedAccountInfo"] & {
            beneficiary: components["schemas"]["AedBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        /** Individual Beneficiary */
        BdtBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** BDT Account */
        BdtExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BdtAccountInfo"] & {
            beneficiary: components["schemas"]["BdtBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        BrlAccountInfoBase: {
            /** @enum {string} */
            accountType: "BRL_ACCOUNT";
            pixKey: string;
            /** @enum {string} */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            taxId: string;
        };
        BrlAccountInfo: components["schemas"]["BrlAccountInfoBase"] & {
            paymentRails: "PIX"[];
        };
        /** Individual Beneficiary */
        BrlBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** BRL Account */
        BrlExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BrlAccountInfo"] & {
            beneficiary: components["schemas"]["BrlBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        /** Individual Beneficiary */
        BwpBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** BWP Account */
        BwpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BwpAccountInfo"] & {
            beneficiary: components["schemas"]["BwpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        /** Individual Beneficiary */
        CadBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            registrationNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** CAD Account */
        CadExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CadAccountInfo"] & {
            beneficiary: components["schemas"]["CadBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        CopAccountInfoBase: {
            /** @enum {string} */
            accountType: "COP_ACCOUNT";
            accountNumber?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            bankName: string;
            phoneNumber?: string;
        };
        CopAccountInfo: components["schemas"]["CopAccountInfoBase"] & {
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
        };
        /** Individual Beneficiary */
        CopBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
            /** @enum {string} */
            documentType?: "CC" | "CE" | "TI" | "NIT" | "PP";
            documentNumber?: string;
        };
        /** COP Account */
        CopExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CopAccountInfo"] & {
            beneficiary: components["schemas"]["CopBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        /** Individual Beneficiary */
        DkkBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** DKK Account */
        DkkExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["DkkAccountInfo"] & {
            beneficiary: components["schemas"]["DkkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        /** Individual Beneficiary */
        EgpBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** EGP Account */
        EgpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EgpAccountInfo"] & {
            beneficiary: components["schemas"]["EgpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        /** Individual Beneficiary */
        EurBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence: string;
            address?: components["schemas"]["Address"];
        };
        /** EUR Account */
        EurExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EurAccountInfo"] & {
            beneficiary: components["schemas"]["EurBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        /** Individual Beneficiary */
        GbpBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** GBP Account */
        GbpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GbpAccountInfo"] & {
            beneficiary: components["schemas"]["GbpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        /** Individual Beneficiary */
        GhsBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** GHS Account */
        GhsExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GhsAccountInfo"] & {
            beneficiary: components["schemas"]["GhsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        /** Individual Beneficiary */
        GtqBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber: string;
            countryOfResidence: string;
            address?: components["schemas"]["Address"];
        };
        /** GTQ Account */
        GtqExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GtqAccountInfo"] & {
            beneficiary: components["schemas"]["GtqBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        /** Individual Beneficiary */
        HkdBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** HKD Account */
        HkdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HkdAccountInfo"] & {
            beneficiary: components["schemas"]["HkdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        /** Individual Beneficiary */
        HtgBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** HTG Account */
        HtgExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HtgAccountInfo"] & {
            beneficiary: components["schemas"]["HtgBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        /** Individual Beneficiary */
        IdrBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** IDR Account */
        IdrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IdrAccountInfo"] & {
            beneficiary: components["schemas"]["IdrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        /** Individual Beneficiary */
        InrBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** INR Account */
        InrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["InrAccountInfo"] & {
            beneficiary: components["schemas"]["InrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        /** Individual Beneficiary */
        JmdBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber: string;
            countryOfResidence?: string;
            address: components["schemas"]["Address"];
        };
        /** JMD Account */
        JmdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["JmdAccountInfo"] & {
            beneficiary: components["schemas"]["JmdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        /** Individual Beneficiary */
        KesBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** KES Account */
        KesExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["KesAccountInfo"] & {
            beneficiary: components["schemas"]["KesBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        /** Individual Beneficiary */
        MwkBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** MWK Account */
        MwkExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MwkAccountInfo"] & {
            beneficiary: components["schemas"]["MwkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        /** Individual Beneficiary */
        MxnBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** MXN Account */
        MxnExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MxnAccountInfo"] & {
            beneficiary: components["schemas"]["MxnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        /** Individual Beneficiary */
        MyrBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** MYR Account */
        MyrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MyrAccountInfo"] & {
            beneficiary: components["schemas"]["MyrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        /** Individual Beneficiary */
        NgnBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** NGN Account */
        NgnExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["NgnAccountInfo"] & {
            beneficiary: components["schemas"]["NgnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        /** Individual Beneficiary */
        PhpBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** PHP Account */
        PhpExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PhpAccountInfo"] & {
            beneficiary: components["schemas"]["PhpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        /** Individual Beneficiary */
        PkrBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** PKR Account */
        PkrExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PkrAccountInfo"] & {
            beneficiary: components["schemas"]["PkrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        /** Individual Beneficiary */
        RwfBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** RWF Account */
        RwfExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["RwfAccountInfo"] & {
            beneficiary: components["schemas"]["RwfBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        /** Individual Beneficiary */
        SgdBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** SGD Account */
        SgdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SgdAccountInfo"] & {
            beneficiary: components["schemas"]["SgdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        /** Individual Beneficiary */
        SlvBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** SLV Account */
        SlvExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SlvAccountInfo"] & {
            beneficiary: components["schemas"]["SlvBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** Individual Beneficiary */
        ThbBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** THB Account */
        ThbExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ThbAccountInfo"] & {
            beneficiary: components["schemas"]["ThbBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        /** Individual Beneficiary */
        TzsBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** TZS Account */
        TzsExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TzsAccountInfo"] & {
            beneficiary: components["schemas"]["TzsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        /** Individual Beneficiary */
        UgxBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** UGX Account */
        UgxExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UgxAccountInfo"] & {
            beneficiary: components["schemas"]["UgxBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        /** Individual Beneficiary */
        UsdBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** USD Account */
        UsdExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UsdAccountInfo"] & {
            beneficiary: components["schemas"]["UsdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** Individual Beneficiary */
        VndBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** VND Account */
        VndExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["VndAccountInfo"] & {
            beneficiary: components["schemas"]["VndBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        /** Individual Beneficiary */
        XafBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** XAF Account */
        XafExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XafAccountInfo"] & {
            beneficiary: components["schemas"]["XafBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        /** Individual Beneficiary */
        XofBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** XOF Account */
        XofExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XofAccountInfo"] & {
            beneficiary: components["schemas"]["XofBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        /** Individual Beneficiary */
        ZarBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** ZAR Account */
        ZarExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZarAccountInfo"] & {
            beneficiary: components["schemas"]["ZarBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        /** Individual Beneficiary */
        ZmwBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** ZMW Account */
        ZmwExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZmwAccountInfo"] & {
            beneficiary: components["schemas"]["ZmwBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
        /** Individual Beneficiary */
        SwiftBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** SWIFT Account */
        SwiftExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SwiftAccountInfo"] & {
            beneficiary: components["schemas"]["SwiftBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        /** Individual Beneficiary */
        WalletIndividualBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            countryOfResidence: string;
        };
        WalletBeneficiaryOneOf: components["schemas"]["WalletIndividualBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        WalletBeneficiaryFields: {
            beneficiary?: components["schemas"]["WalletBeneficiaryOneOf"];
        };
        WalletCustodyFields: {
            vaspName?: string;
        };
        /** Base Wallet */
        BaseWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BaseWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BASE_WALLET";
        };
        /** Ethereum L1 Wallet */
        EthereumWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EthereumWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ETHEREUM_WALLET";
        };
        LightningInfo: {
            /** @enum {string} */
            accountType: "LIGHTNING" | "LIGHTNING_ACCOUNT";
            invoice?: string;
            bolt12?: string;
            lightningAddress?: string;
        };
        /** Lightning */
        LightningExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["LightningInfo"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "LIGHTNING" | "LIGHTNING_ACCOUNT";
        };
        /** Polygon Wallet */
        PolygonWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PolygonWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "POLYGON_WALLET";
        };
        /** Plasma Wallet */
        PlasmaWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PlasmaWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PLASMA_WALLET";
        };
        /** Solana Wallet */
        SolanaWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SolanaWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SOLANA_WALLET";
        };
        /** Spark Wallet */
        SparkWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SparkWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SPARK_WALLET";
        };
        /** Tron Wallet */
        TronWalletExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TronWalletInfo"] & components["schemas"]["WalletBeneficiaryFields"] & components["schemas"]["WalletCustodyFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRON_WALLET";
        };
        /** Individual Beneficiary */
        CnyBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: components["schemas"]["Address"];
        };
        /** CNY Account */
        CnyExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CnyAccountInfo"] & {
            beneficiary: components["schemas"]["CnyBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        /** Individual Beneficiary */
        IlsBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address: components["schemas"]["Address"];
        };
        /** ILS Account */
        IlsExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IlsAccountInfo"] & {
            beneficiary: components["schemas"]["IlsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ILS_ACCOUNT";
        };
        /** Individual Beneficiary */
        TryBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            birthDate?: string;
            nationality?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address: components["schemas"]["Address"];
        };
        /** TRY Account */
        TryExternalAccountInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TryAccountInfo"] & {
            beneficiary: components["schemas"]["TryBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRY_ACCOUNT";
        };
        ExternalAccountInfoOneOf: components["schemas"]["AedExternalAccountInfo"] | components["schemas"]["BdtExternalAccountInfo"] | components["schemas"]["BrlExternalAccountInfo"] | components["schemas"]["BwpExternalAccountInfo"] | components["schemas"]["CadExternalAccountInfo"] | components["schemas"]["CopExternalAccountInfo"] | components["schemas"]["DkkExternalAccountInfo"] | components["schemas"]["EgpExternalAccountInfo"] | components["schemas"]["EurExternalAccountInfo"] | components["schemas"]["GbpExternalAccountInfo"] | components["schemas"]["GhsExternalAccountInfo"] | components["schemas"]["GtqExternalAccountInfo"] | components["schemas"]["HkdExternalAccountInfo"] | components["schemas"]["HtgExternalAccountInfo"] | components["schemas"]["IdrExternalAccountInfo"] | components["schemas"]["InrExternalAccountInfo"] | components["schemas"]["JmdExternalAccountInfo"] | components["schemas"]["KesExternalAccountInfo"] | components["schemas"]["MwkExternalAccountInfo"] | components["schemas"]["MxnExternalAccountInfo"] | components["schemas"]["MyrExternalAccountInfo"] | components["schemas"]["NgnExternalAccountInfo"] | components["schemas"]["PhpExternalAccountInfo"] | components["schemas"]["PkrExternalAccountInfo"] | components["schemas"]["RwfExternalAccountInfo"] | components["schemas"]["SgdExternalAccountInfo"] | components["schemas"]["SlvExternalAccountInfo"] | components["schemas"]["ThbExternalAccountInfo"] | components["schemas"]["TzsExternalAccountInfo"] | components["schemas"]["UgxExternalAccountInfo"] | components["schemas"]["UsdExternalAccountInfo"] | components["schemas"]["VndExternalAccountInfo"] | components["schemas"]["XafExternalAccountInfo"] | components["schemas"]["XofExternalAccountInfo"] | components["schemas"]["ZarExternalAccountInfo"] | components["schemas"]["ZmwExternalAccountInfo"] | components["schemas"]["SwiftExternalAccountInfo"] | components["schemas"]["BaseWalletExternalAccountInfo"] | components["schemas"]["EthereumWalletExternalAccountInfo"] | components["schemas"]["LightningExternalAccountInfo"] | components["schemas"]["PolygonWalletExternalAccountInfo"] | components["schemas"]["PlasmaWalletExternalAccountInfo"] | components["schemas"]["SolanaWalletExternalAccountInfo"] | components["schemas"]["SparkWalletExternalAccountInfo"] | components["schemas"]["TronWalletExternalAccountInfo"] | components["schemas"]["CnyExternalAccountInfo"] | components["schemas"]["IlsExternalAccountInfo"] | components["schemas"]["TryExternalAccountInfo"];
        ExternalAccount: {
            id: string;
            /** @description The owning customer; null for an account of the platform itself (spec 2.1). */
            customerId?: string | null;
            status: components["schemas"]["ExternalAccountStatus"];
            platformAccountId?: string;
            ownershipType?: components["schemas"]["OwnershipType"];
            currency: string;
            defaultUmaDepositAccount?: boolean;
            beneficiaryVerificationStatus?: components["schemas"]["BeneficiaryVerificationStatus"];
            beneficiaryVerifiedData?: components["schemas"]["BeneficiaryVerifiedData"];
            accountInfo: components["schemas"]["ExternalAccountInfoOneOf"];
        };
        ExternalAccountListResponse: {
            data: components["schemas"]["ExternalAccount"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /** AED Account */
        AedExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["AedAccountInfoBase"] & {
            beneficiary: components["schemas"]["AedBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "AED_ACCOUNT";
        };
        /** BDT Account */
        BdtExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BdtAccountInfoBase"] & {
            beneficiary: components["schemas"]["BdtBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BDT_ACCOUNT";
        };
        /** BRL Account */
        BrlExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BrlAccountInfoBase"] & {
            beneficiary: components["schemas"]["BrlBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BRL_ACCOUNT";
        };
        /** BWP Account */
        BwpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["BwpAccountInfoBase"] & {
            beneficiary: components["schemas"]["BwpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "BWP_ACCOUNT";
        };
        /** CAD Account */
        CadExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CadAccountInfoBase"] & {
            beneficiary: components["schemas"]["CadBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CAD_ACCOUNT";
        };
        /** CNY Account */
        CnyExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CnyAccountInfoBase"] & {
            beneficiary: components["schemas"]["CnyBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "CNY_ACCOUNT";
        };
        /** COP Account */
        CopExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["CopAccountInfoBase"] & {
            beneficiary: components["schemas"]["CopBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "COP_ACCOUNT";
        };
        /** DKK Account */
        DkkExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["DkkAccountInfoBase"] & {
            beneficiary: components["schemas"]["DkkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "DKK_ACCOUNT";
        };
        /** EGP Account */
        EgpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EgpAccountInfoBase"] & {
            beneficiary: components["schemas"]["EgpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EGP_ACCOUNT";
        };
        /** EUR Account */
        EurExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["EurAccountInfoBase"] & {
            beneficiary: components["schemas"]["EurBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "EUR_ACCOUNT";
        };
        /** GBP Account */
        GbpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GbpAccountInfoBase"] & {
            beneficiary: components["schemas"]["GbpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GBP_ACCOUNT";
        };
        /** GHS Account */
        GhsExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GhsAccountInfoBase"] & {
            beneficiary: components["schemas"]["GhsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GHS_ACCOUNT";
        };
        /** GTQ Account */
        GtqExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["GtqAccountInfoBase"] & {
            beneficiary: components["schemas"]["GtqBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "GTQ_ACCOUNT";
        };
        /** HKD Account */
        HkdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HkdAccountInfoBase"] & {
            beneficiary: components["schemas"]["HkdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HKD_ACCOUNT";
        };
        /** HTG Account */
        HtgExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["HtgAccountInfoBase"] & {
            beneficiary: components["schemas"]["HtgBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "HTG_ACCOUNT";
        };
        /** IDR Account */
        IdrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IdrAccountInfoBase"] & {
            beneficiary: components["schemas"]["IdrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "IDR_ACCOUNT";
        };
        /** INR Account */
        InrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["InrAccountInfoBase"] & {
            beneficiary: components["schemas"]["InrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "INR_ACCOUNT";
        };
        /** JMD Account */
        JmdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["JmdAccountInfoBase"] & {
            beneficiary: components["schemas"]["JmdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "JMD_ACCOUNT";
        };
        /** KES Account */
        KesExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["KesAccountInfoBase"] & {
            beneficiary: components["schemas"]["KesBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "KES_ACCOUNT";
        };
        /** MWK Account */
        MwkExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MwkAccountInfoBase"] & {
            beneficiary: components["schemas"]["MwkBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MWK_ACCOUNT";
        };
        /** MXN Account */
        MxnExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MxnAccountInfoBase"] & {
            beneficiary: components["schemas"]["MxnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MXN_ACCOUNT";
        };
        /** MYR Account */
        MyrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["MyrAccountInfoBase"] & {
            beneficiary: components["schemas"]["MyrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "MYR_ACCOUNT";
        };
        /** NGN Account */
        NgnExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["NgnAccountInfoBase"] & {
            beneficiary: components["schemas"]["NgnBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "NGN_ACCOUNT";
        };
        /** PHP Account */
        PhpExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PhpAccountInfoBase"] & {
            beneficiary: components["schemas"]["PhpBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PHP_ACCOUNT";
        };
        /** PKR Account */
        PkrExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["PkrAccountInfoBase"] & {
            beneficiary: components["schemas"]["PkrBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "PKR_ACCOUNT";
        };
        /** RWF Account */
        RwfExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["RwfAccountInfoBase"] & {
            beneficiary: components["schemas"]["RwfBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "RWF_ACCOUNT";
        };
        /** SGD Account */
        SgdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SgdAccountInfoBase"] & {
            beneficiary: components["schemas"]["SgdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SGD_ACCOUNT";
        };
        /** SLV Account */
        SlvExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SlvAccountInfoBase"] & {
            beneficiary: components["schemas"]["SlvBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SLV_ACCOUNT";
        };
        /** THB Account */
        ThbExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ThbAccountInfoBase"] & {
            beneficiary: components["schemas"]["ThbBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "THB_ACCOUNT";
        };
        /** TZS Account */
        TzsExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TzsAccountInfoBase"] & {
            beneficiary: components["schemas"]["TzsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TZS_ACCOUNT";
        };
        /** UGX Account */
        UgxExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UgxAccountInfoBase"] & {
            beneficiary: components["schemas"]["UgxBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "UGX_ACCOUNT";
        };
        /** USD Account */
        UsdExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["UsdAccountInfoBase"] & {
            beneficiary: components["schemas"]["UsdBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "USD_ACCOUNT";
        };
        /** VND Account */
        VndExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["VndAccountInfoBase"] & {
            beneficiary: components["schemas"]["VndBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "VND_ACCOUNT";
        };
        /** XAF Account */
        XafExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XafAccountInfoBase"] & {
            beneficiary: components["schemas"]["XafBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XAF_ACCOUNT";
        };
        /** XOF Account */
        XofExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["XofAccountInfoBase"] & {
            beneficiary: components["schemas"]["XofBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "XOF_ACCOUNT";
        };
        /** ZAR Account */
        ZarExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZarAccountInfoBase"] & {
            beneficiary: components["schemas"]["ZarBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZAR_ACCOUNT";
        };
        /** ZMW Account */
        ZmwExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["ZmwAccountInfoBase"] & {
            beneficiary: components["schemas"]["ZmwBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ZMW_ACCOUNT";
        };
        /** SWIFT Account */
        SwiftExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["SwiftAccountInfoBase"] & {
            beneficiary: components["schemas"]["SwiftBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "SWIFT_ACCOUNT";
        };
        /** ILS Account */
        IlsExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["IlsAccountInfoBase"] & {
            beneficiary: components["schemas"]["IlsBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "ILS_ACCOUNT";
        };
        /** TRY Account */
        TryExternalAccountCreateInfo: components["schemas"]["BaseExternalAccountInfo"] & components["schemas"]["TryAccountInfoBase"] & {
            beneficiary: components["schemas"]["TryBeneficiary"] | components["schemas"]["BusinessBeneficiary"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            accountType: "TRY_ACCOUNT";
        };
        ExternalAccountCreateInfoOneOf: components["schemas"]["AedExternalAccountCreateInfo"] | components["schemas"]["BdtExternalAccountCreateInfo"] | components["schemas"]["BrlExternalAccountCreateInfo"] | components["schemas"]["BwpExternalAccountCreateInfo"] | components["schemas"]["CadExternalAccountCreateInfo"] | components["schemas"]["CnyExternalAccountCreateInfo"] | components["schemas"]["CopExternalAccountCreateInfo"] | components["schemas"]["DkkExternalAccountCreateInfo"] | components["schemas"]["EgpExternalAccountCreateInfo"] | components["schemas"]["EurExternalAccountCreateInfo"] | components["schemas"]["GbpExternalAccountCreateInfo"] | components["schemas"]["GhsExternalAccountCreateInfo"] | components["schemas"]["GtqExternalAccountCreateInfo"] | components["schemas"]["HkdExternalAccountCreateInfo"] | components["schemas"]["HtgExternalAccountCreateInfo"] | components["schemas"]["IdrExternalAccountCreateInfo"] | components["schemas"]["InrExternalAccountCreateInfo"] | components["schemas"]["JmdExternalAccountCreateInfo"] | components["schemas"]["KesExternalAccountCreateInfo"] | components["schemas"]["MwkExternalAccountCreateInfo"] | components["schemas"]["MxnExternalAccountCreateInfo"] | components["schemas"]["MyrExternalAccountCreateInfo"] | components["schemas"]["NgnExternalAccountCreateInfo"] | components["schemas"]["PhpExternalAccountCreateInfo"] | components["schemas"]["PkrExternalAccountCreateInfo"] | components["schemas"]["RwfExternalAccountCreateInfo"] | components["schemas"]["SgdExternalAccountCreateInfo"] | components["schemas"]["SlvExternalAccountCreateInfo"] | components["schemas"]["ThbExternalAccountCreateInfo"] | components["schemas"]["TzsExternalAccountCreateInfo"] | components["schemas"]["UgxExternalAccountCreateInfo"] | components["schemas"]["UsdExternalAccountCreateInfo"] | components["schemas"]["VndExternalAccountCreateInfo"] | components["schemas"]["XafExternalAccountCreateInfo"] | components["schemas"]["XofExternalAccountCreateInfo"] | components["schemas"]["ZarExternalAccountCreateInfo"] | components["schemas"]["ZmwExternalAccountCreateInfo"] | components["schemas"]["SwiftExternalAccountCreateInfo"] | components["schemas"]["IlsExternalAccountCreateInfo"] | components["schemas"]["TryExternalAccountCreateInfo"] | components["schemas"]["BaseWalletExternalAccountInfo"] | components["schemas"]["EthereumWalletExternalAccountInfo"] | components["schemas"]["LightningExternalAccountInfo"] | components["schemas"]["PolygonWalletExternalAccountInfo"] | components["schemas"]["PlasmaWalletExternalAccountInfo"] | components["schemas"]["SolanaWalletExternalAccountInfo"] | components["schemas"]["SparkWalletExternalAccountInfo"] | components["schemas"]["TronWalletExternalAccountInfo"];
        ExternalAccountCreateRequest: {
            customerId?: string;
            currency: string;
            platformAccountId?: string;
            ownershipType?: components["schemas"]["OwnershipType"];
            /** @default false */
            defaultUmaDepositAccount: boolean;
            accountInfo: components["schemas"]["ExternalAccountCreateInfoOneOf"];
        };
        /** @enum {string} */
        OwnershipVerificationMethod: "WALLET_SIGNATURE" | "LIVENESS";
        OwnershipChallengeRequest: {
            method: components["schemas"]["OwnershipVerificationMethod"];
        };
        /** Wallet Signature Challenge */
        WalletSignatureChallenge: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            method: "WALLET_SIGNATURE";
            messageToSign: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** Liveness Challenge */
        LivenessChallenge: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            method: "LIVENESS";
            /** Format: uri */
            verificationLink: string;
            token?: string;
            /** Format: date-time */
            expiresAt: string;
        };
        OwnershipChallenge: components["schemas"]["WalletSignatureChallenge"] | components["schemas"]["LivenessChallenge"];
        OwnershipVerifyRequest: {
            signature: string;
            /**
             * @default bip137
             * @enum {string}
             */
            signatureScheme: "bip137" | "electrum";
        };
        PlatformExternalAccountCreateRequest: {
            currency: string;
            platformAccountId?: string;
            ownershipType?: components["schemas"]["OwnershipType"];
            accountInfo: components["schemas"]["ExternalAccountCreateInfoOneOf"];
        };
        BeneficialOwnerListResponse: {
            data: components["schemas"]["BeneficialOwner"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        BeneficialOwnerCreateRequest: {
            customerId: string;
            roles: components["schemas"]["BeneficialOwnerRole"][];
            ownershipPercentage: number;
            personalInfo: components["schemas"]["BeneficialOwnerPersonalInfo"];
        };
        BeneficialOwnerPersonalInfoUpdate: {
            firstName?: string;
            middleName?: string;
            lastName?: string;
            /** Format: date */
            birthDate?: string;
            nationality?: string;
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            address?: components["schemas"]["Address"];
            idType?: components["schemas"]["IdentificationType"];
            identifier?: string;
            countryOfIssuance?: string;
        };
        BeneficialOwnerUpdateRequest: {
            roles?: components["schemas"]["BeneficialOwnerRole"][];
            ownershipPercentage?: number;
            personalInfo?: components["schemas"]["BeneficialOwnerPersonalInfoUpdate"];
        };
        /** @enum {string} */
        DocumentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
        Document: {
            id: string;
            documentHolder: string;
            documentType: components["schemas"]["DocumentType"];
            /** @enum {string} */
            side?: "FRONT" | "BACK";
            country: string;
            documentNumber?: string;
            issuingAuthority?: string;
            fileName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        DocumentListResponse: {
            data: components["schemas"]["Document"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        BaseDocumentRequest: {
            /** Format: binary */
            file: string;
            documentType: components["schemas"]["DocumentType"];
            /** @enum {string} */
            side?: "FRONT" | "BACK";
            country: string;
            documentNumber?: string;
            issuingAuthority?: string;
        };
        /** Document Upload Request */
        DocumentUploadRequest: components["schemas"]["BaseDocumentRequest"] & {
            documentHolder: string;
        };
        /** Document Replace Request */
        DocumentReplaceRequest: components["schemas"]["BaseDocumentRequest"];
        /**
         * Document Metadata Update
         * @description Corrects the metadata of a document without sending its file again.
         */
        DocumentMetadataUpdate: {
            documentType?: components["schemas"]["DocumentType"];
            /** @enum {string} */
            side?: "FRONT" | "BACK";
            country?: string;
            documentNumber?: string;
            issuingAuthority?: string;
        };
        /** @enum {string} */
        VerificationStatus: "RESOLVE_ERRORS" | "PENDING_MANUAL_REVIEW" | "IN_PROGRESS" | "APPROVED" | "REJECTED" | "READY_FOR_VERIFICATION";
        /** @enum {string} */
        VerificationErrorType: "MISSING_FIELD" | "INVALID_FIELD" | "MISSING_LEGAL_PRESENCE_DOCUMENT" | "MISSING_CONTROL_STRUCTURE_DOCUMENT" | "MISSING_OWNERSHIP_STRUCTURE_DOCUMENT" | "MISSING_PROOF_OF_ADDRESS_DOCUMENT" | "MISSING_IDENTITY_DOCUMENT" | "INVALID_DOCUMENT" | "EXPIRED_DOCUMENT" | "POOR_QUALITY_DOCUMENT" | "SUSPECTED_FRAUD_DOCUMENT" | "WRONG_DOCUMENT_TYPE" | "INCOMPLETE_DOCUMENT" | "UNREADABLE_DOCUMENT" | "DOCUMENT_VERIFICATION_FAILED" | "APPLICANT_SANCTIONED" | "APPLICANT_FRAUD" | "APPLICANT_CRIMINAL_RECORD" | "APPLICANT_REJECTED" | "MISSING_BENEFICIAL_OWNER" | "MISSING_CONTROL_PERSON" | "MISSING_GOOD_STANDING_DOCUMENT";
        VerificationError: {
            resourceId: string;
            type: components["schemas"]["VerificationErrorType"];
            field?: string;
            acceptedDocumentTypes?: components["schemas"]["DocumentType"][];
            reason: string;
        };
        Verification: {
            id: string;
            customerId: string;
            verificationStatus: components["schemas"]["VerificationStatus"];
            errors: components["schemas"]["VerificationError"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        VerificationListResponse: {
            data: components["schemas"]["Verification"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        VerificationRequest: {
            customerId: string;
        };
        ExternalAccountReference: {
            accountId: string;
        };
        InternalAccountReference: {
            accountId: string;
        };
        TransferInRequest: {
            source: components["schemas"]["ExternalAccountReference"];
            destination: components["schemas"]["InternalAccountReference"];
            /** Format: int64 */
            amount?: number;
        };
        /** @enum {string} */
        TransactionStatus: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
        /** @enum {string} */
        TransactionPendingReason: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
        /** @enum {string} */
        TransactionDirection: "CREDIT" | "DEBIT";
        /** @enum {string} */
        TransactionDestinationType: "ACCOUNT" | "UMA_ADDRESS";
        BaseTransactionDestination: {
            destinationType: components["schemas"]["TransactionDestinationType"];
            currency?: string;
        };
        /** @enum {string} */
        CryptoNetwork: "BITCOIN" | "ETHEREUM" | "SOLANA" | "BASE" | "POLYGON" | "TRON" | "PLASMA" | "SPARK";
        OnChainTransaction: {
            transactionHash: string;
            network: components["schemas"]["CryptoNetwork"];
        };
        /** Account Destination */
        AccountTransactionDestination: components["schemas"]["BaseTransactionDestination"] & {
            /** @enum {string} */
            destinationType: "ACCOUNT";
            accountId: string;
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "ACCOUNT";
        };
        /** UMA Address Destination */
        UmaAddressTransactionDestination: components["schemas"]["BaseTransactionDestination"] & {
            /** @enum {string} */
            destinationType: "UMA_ADDRESS";
            umaAddress: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UMA_ADDRESS";
        };
        TransactionDestinationOneOf: components["schemas"]["AccountTransactionDestination"] | components["schemas"]["UmaAddressTransactionDestination"];
        Refund: {
            reference: string;
            /** Format: date-time */
            initiatedAt: string;
            /** Format: date-time */
            settledAt?: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED";
            /** @enum {string} */
            reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION";
        };
        CounterpartyInformation: {
            [key: string]: unknown;
        };
        Transaction: {
            id: string;
            status: components["schemas"]["TransactionStatus"];
            pendingReason?: components["schemas"]["TransactionPendingReason"];
            type: components["schemas"]["TransactionType"];
            direction: components["schemas"]["TransactionDirection"];
            destination: components["schemas"]["TransactionDestinationOneOf"];
            customerId: string;
            platformCustomerId: string;
            /** Format: date-time */
            settledAt?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** Format: date-time */
            receiptDeliveryConfirmedAt?: string;
            agentId?: string;
            description?: string;
            sentAmount?: components["schemas"]["CurrencyAmount"];
            exchangeRate?: number;
            quoteId?: string;
            refund?: components["schemas"]["Refund"];
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
        };
        /** @enum {string} */
        TransactionSourceType: "ACCOUNT" | "UMA_ADDRESS" | "REALTIME_FUNDING";
        BaseTransactionSource: {
            sourceType: components["schemas"]["TransactionSourceType"];
            currency?: string;
        };
        /** Account Source */
        AccountTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /** @enum {string} */
            sourceType: "ACCOUNT";
            accountId: string;
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "ACCOUNT";
        };
        /** UMA Address Source */
        UmaAddressTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /** @enum {string} */
            sourceType: "UMA_ADDRESS";
            umaAddress: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "UMA_ADDRESS";
        };
        /** External Funding Source */
        RealtimeFundingTransactionSource: components["schemas"]["BaseTransactionSource"] & {
            /** @enum {string} */
            sourceType: "REALTIME_FUNDING";
            customerId?: string;
            currency: string;
            accountHolderName?: string;
            accountIdentifier?: string;
            bankName?: string;
            bankIdentifier?: string;
            paymentRail?: components["schemas"]["PaymentRail"];
            remittanceInformation?: string;
            endToEndId?: string;
            traceNumber?: string;
            onChainTransaction?: components["schemas"]["OnChainTransaction"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "REALTIME_FUNDING";
        };
        TransactionSourceOneOf: components["schemas"]["AccountTransactionSource"] | components["schemas"]["UmaAddressTransactionSource"] | components["schemas"]["RealtimeFundingTransactionSource"];
        ReconciliationInstructions: {
            reference?: string;
            /** @deprecated */
            transactionHash?: string;
        };
        /** @enum {string} */
        IncomingTransactionFailureReason: "LNURLP_FAILED" | "PAY_REQUEST_FAILED" | "PAYMENT_APPROVAL_WEBHOOK_ERROR" | "PAYMENT_APPROVAL_TIMED_OUT" | "OFFRAMP_FAILED" | "MISSING_MANDATORY_PAYEE_DATA" | "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED" | "COMPLIANCE_REJECTED" | "COLLECTION_FAILED";
        /** Incoming Transaction */
        IncomingTransaction: components["schemas"]["Transaction"] & {
            /** @enum {string} */
            type: "INCOMING";
            source?: components["schemas"]["TransactionSourceOneOf"];
            receivedAmount: components["schemas"]["CurrencyAmount"];
            /** Format: int64 */
            fees?: number;
            reconciliationInstructions?: components["schemas"]["ReconciliationInstructions"];
            failureReason?: components["schemas"]["IncomingTransactionFailureReason"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "INCOMING";
        };
        /** @enum {string} */
        OutgoingTransactionStatus: "PENDING" | "PENDING_AUTHORIZATION" | "EXPIRED" | "PROCESSING" | "COMPLETED" | "FAILED";
        OutgoingRateDetails: {
            /** Format: double */
            counterpartyMultiplier: number;
            /** Format: int64 */
            counterpartyFixedFee: number;
            /** Format: double */
            serviceApiMultiplier: number;
            /** Format: int64 */
            serviceApiFixedFee: number;
            /** Format: double */
            serviceApiVariableFeeRate: number;
            /** Format: int64 */
            serviceApiVariableFeeAmount: number;
        };
        /** @enum {string} */
        OutgoingTransactionFailureReason: "QUOTE_EXECUTION_FAILED" | "PAYOUT_RETURNED" | "LIMIT_EXCEEDED" | "ACCOUNT_CANNOT_RECEIVE" | "ACCOUNT_INVALID" | "COMPLIANCE_REJECTED" | "SCA_NOT_COMPLETED";
        /** @enum {string} */
        RailSelectionMode: "AUTO" | "MANUAL";
        /** Outgoing Transaction */
        OutgoingTransaction: components["schemas"]["Transaction"] & {
            status?: components["schemas"]["OutgoingTransactionStatus"];
            /** @enum {string} */
            type: "OUTGOING";
            source: components["schemas"]["TransactionSourceOneOf"];
            sentAmount: components["schemas"]["CurrencyAmount"];
            receivedAmount?: components["schemas"]["CurrencyAmount"];
            /** Format: int64 */
            fees?: number;
            /** Format: int64 */
            platformFees?: number;
            reconciliationInstructions?: components["schemas"]["ReconciliationInstructions"];
            paymentInstructions?: components["schemas"]["PaymentInstructions"][];
            rateDetails?: components["schemas"]["OutgoingRateDetails"];
            failureReason?: components["schemas"]["OutgoingTransactionFailureReason"];
            paymentRail?: components["schemas"]["PaymentRail"] | null;
            railSelectionMode?: components["schemas"]["RailSelectionMode"] | null;
            /** Format: date-time */
            expectedSettlementAt?: string | null;
            settlementTimelineSeconds?: number | null;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OUTGOING";
        };
        /** @enum {string} */
        CardTransactionStatus: "AUTHORIZED" | "PARTIALLY_SETTLED" | "SETTLED" | "DECLINED" | "VOIDED" | "EXCEPTION";
        /** @enum {string} */
        CardDeclinedReason: "CARD_NOT_ACTIVE" | "SPEND_LIMIT_EXCEEDED" | "INSUFFICIENT_FUNDS" | "NO_ELIGIBLE_FUNDING_SOURCE" | "BLOCKED" | "UNSUPPORTED_NETWORK" | "OTHER";
        CardMerchant: {
            descriptor: string;
            mcc?: string;
            country?: string;
            city?: string;
            state?: string;
        };
        CardPullSummary: {
            count: number;
            /** Format: int64 */
            totalAmount: number;
            pendingCount?: number;
        };
        CardRefundSummary: {
            count: number;
            /** Format: int64 */
            totalAmount: number;
        };
        CardSettlementSummary: {
            count: number;
            /** Format: int64 */
            totalAmount: number;
        };
        /** Card Transaction */
        CardTransaction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CARD";
            readonly id: string;
            cardId?: string;
            customerId: string;
            platformCustomerId: string;
            readonly issuerTransactionToken?: string;
            status: components["schemas"]["CardTransactionStatus"];
            cardDeclinedReason?: components["schemas"]["CardDeclinedReason"];
            direction: components["schemas"]["TransactionDirection"];
            merchant: components["schemas"]["CardMerchant"];
            authorizedAmount: components["schemas"]["CurrencyAmount"];
            settledAmount?: components["schemas"]["CurrencyAmount"];
            refundedAmount?: components["schemas"]["CurrencyAmount"];
            originalTransactionId?: string;
            accountId: string;
            pullSummary?: components["schemas"]["CardPullSummary"];
            refundSummary?: components["schemas"]["CardRefundSummary"];
            settlementSummary?: components["schemas"]["CardSettlementSummary"];
            /** Format: date-time */
            authorizedAt: string;
            /** Format: date-time */
            lastEventAt?: string;
            /** Format: date-time */
            readonly createdAt: string;
            /** Format: date-time */
            readonly updatedAt: string;
        };
        TransactionOneOf: components["schemas"]["IncomingTransaction"] | components["schemas"]["OutgoingTransaction"] | components["schemas"]["CardTransaction"];
        ExternalAccountDestinationReference: {
            accountId: string;
            paymentRail?: components["schemas"]["PaymentRail"];
        };
        /** @enum {string} */
        PurposeOfPayment: "GIFT" | "SELF" | "GOODS_OR_SERVICES" | "EDUCATION" | "HEALTH_OR_MEDICAL" | "REAL_ESTATE_PURCHASE" | "TAX_PAYMENT" | "LOAN_PAYMENT" | "UTILITY_BILL" | "DONATION" | "TRAVEL" | "FAMILY_SUPPORT" | "SALARY_PAYMENT" | "OTHER";
        TransferOutRequest: {
            source: components["schemas"]["InternalAccountReference"];
            destination: components["schemas"]["ExternalAccountDestinationReference"];
            /** Format: int64 */
            amount?: number;
            remittanceInformation?: string;
            purposeOfPayment?: components["schemas"]["PurposeOfPayment"];
        };
        CurrencyPreference: {
            currency: components["schemas"]["Currency"];
            estimatedExchangeRate: number;
            /** Format: int64 */
            min: number;
            /** Format: int64 */
            max: number;
        };
        ReceiverLookupResponse: {
            supportedCurrencies: components["schemas"]["CurrencyPreference"][];
            requiredPayerDataFields?: components["schemas"]["CounterpartyFieldDefinition"][];
            lookupId: string;
        };
        ReceiverUmaLookupResponse: components["schemas"]["ReceiverLookupResponse"] & {
            receiverUmaAddress: string;
        };
        Error412: {
            /** @enum {string} */
            code: "UNSUPPORTED_UMA_VERSION";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 412;
            message?: string;
        };
        Error413: {
            /** @enum {string} */
            code: "PAYLOAD_TOO_LARGE";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 413;
            message?: string;
        };
        Error415: {
            /** @enum {string} */
            code: "UNSUPPORTED_MEDIA_TYPE";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 415;
            message?: string;
        };
        Error422: {
            /** @enum {string} */
            code: "IDEMPOTENCY_KEY_REUSED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 422;
            message?: string;
        };
        ReceiverExternalAccountLookupResponse: components["schemas"]["ReceiverLookupResponse"] & {
            accountId: string;
        };
        /** @enum {string} */
        QuoteSourceType: "ACCOUNT" | "REALTIME_FUNDING";
        BaseQuoteSource: {
            sourceType: components["schemas"]["QuoteSourceType"];
        };
        /** Account */
        AccountQuoteSource: components["schemas"]["BaseQuoteSource"] & {
            /** @enum {string} */
            sourceType: "ACCOUNT";
            accountId: string;
            customerId?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "ACCOUNT";
        };
        /** Real-time Funding */
        RealtimeFundingQuoteSource: components["schemas"]["BaseQuoteSource"] & {
            /** @enum {string} */
            sourceType: "REALTIME_FUNDING";
            customerId?: string;
            currency: string;
            cryptoNetwork?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "REALTIME_FUNDING";
        };
        QuoteSourceOneOf: components["schemas"]["AccountQuoteSource"] | components["schemas"]["RealtimeFundingQuoteSource"];
        /** @enum {string} */
        DestinationType: "ACCOUNT" | "UMA_ADDRESS";
        BaseDestination: {
            destinationType: components["schemas"]["DestinationType"];
        };
        /** Account */
        AccountDestination: components["schemas"]["BaseDestination"] & {
            /** @enum {string} */
            destinationType: "ACCOUNT";
            accountId: string;
            paymentRail?: components["schemas"]["PaymentRail"] & unknown;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "ACCOUNT";
        };
        /** UMA Address */
        UmaAddressDestination: components["schemas"]["BaseDestination"] & {
            /** @enum {string} */
            destinationType: "UMA_ADDRESS";
            umaAddress: string;
            currency?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UMA_ADDRESS";
        };
        QuoteDestinationOneOf: components["schemas"]["AccountDestination"] | components["schemas"]["UmaAddressDestination"];
        Quote: {
            id: string;
            /** @enum {string} */
            status: "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            source: components["schemas"]["QuoteSourceOneOf"];
            destination: components["schemas"]["QuoteDestinationOneOf"];
            sendingCurrency: components["schemas"]["Currency"];
            receivingCurrency: components["schemas"]["Currency"];
            /** Format: int64 */
            totalSendingAmount: number;
            /** Format: int64 */
            totalReceivingAmount: number;
            exchangeRate: number;
            /** Format: int64 */
            feesIncluded: number;
            /** Format: int64 */
            platformFeesIncluded?: number;
            paymentInstructions?: components["schemas"]["PaymentInstructions"][];
            transactionId: string;
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            rateDetails?: components["schemas"]["OutgoingRateDetails"];
            readonly scaChallenge?: components["schemas"]["ScaChallenge"];
        };
        /** @enum {string} */
        QuoteLockSide: "SENDING" | "RECEIVING";
        PlatformFeeOverride: {
            platformFixedFee: components["schemas"]["FixedFee"];
            platformVariableFeeBps: number;
        };
        QuoteRequest: {
            lookupId?: string;
            source: components["schemas"]["QuoteSourceOneOf"];
            destination: components["schemas"]["QuoteDestinationOneOf"];
            lockedCurrencySide: components["schemas"]["QuoteLockSide"];
            /** Format: int64 */
            lockedCurrencyAmount: number;
            immediatelyExecute?: boolean;
            description?: string;
            remittanceInformation?: string;
            purposeOfPayment?: components["schemas"]["PurposeOfPayment"];
            platformFeeOverride?: components["schemas"]["PlatformFeeOverride"];
            scaFactor?: components["schemas"]["ScaFactor"];
            senderCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        Error403: {
            /** @enum {string} */
            code: "FORBIDDEN" | "USER_NOT_READY" | "COUNTERPARTY_NOT_ALLOWED" | "VELOCITY_LIMIT_EXCEEDED" | "END_USER_TERMS_NOT_ACCEPTED";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 403;
            message?: string;
        };
        ExecuteQuoteRequest: {
            scaFactor?: components["schemas"]["ScaFactor"];
        };
        ScaAuthorization: {
            code?: string | null;
            passkeyAssertion?: {
                [key: string]: unknown;
            } | null;
            origin?: string | null;
            endUserIpAddress?: string | null;
        };
        TransactionListResponse: {
            data: components["schemas"]["TransactionOneOf"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        ConfirmReceiptDeliveryRequest: {
            /** Format: date-time */
            receiptDeliveryConfirmedAt?: string;
        };
        ApprovePaymentRequest: {
            receiverCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        RejectPaymentRequest: {
            reason?: string;
        };
        CancelTransactionRequest: {
            reason?: string;
        };
        EstimateCryptoWithdrawalFeeRequest: {
            internalAccountId: string;
            currency: string;
            cryptoNetwork: string;
            amount: number;
            destinationAddress: string;
        };
        EstimateCryptoWithdrawalFeeResponse: {
            networkFee: number;
            networkFeeAsset: string;
            applicationFee: number;
            totalFee: number;
            netAmount: number;
        };
        TestWebhookResponse: {
            /** Format: uri */
            url?: string;
            response_status: number;
            response_body?: string;
        };
        /** @enum {string} */
        WebhookEventStatus: "PENDING" | "DELIVERED" | "FAILED" | "ENDPOINT_NOT_SET";
        /** @description An event as the delivery worker holds it. `id` is the `id` of the delivered envelope (`Webhook:<uuid>`) and `data` its `data`, as sent. `attemptCount` counts the delivery attempts made (an event closed for want of an endpoint has none); `nextAttemptAt` is present while `PENDING`, `deliveredAt` once delivered, `lastError` when the last attempt failed or could not be made. */
        WebhookEvent: {
            id: string;
            type: components["schemas"]["WebhookType"];
            status: components["schemas"]["WebhookEventStatus"];
            /** Format: date-time */
            createdAt: string;
            attemptCount: number;
            /** Format: date-time */
            nextAttemptAt?: string;
            /** Format: date-time */
            deliveredAt?: string;
            lastError?: string;
            data?: {
                [key: string]: unknown;
            };
        };
        WebhookDeliveryAttempt: {
            attempt: number;
            /** Format: uri */
            url?: string;
            statusCode?: number;
            latencyMs: number;
            error?: string;
            succeeded: boolean;
            /** Format: date-time */
            attemptedAt: string;
        };
        WebhookEventDetail: components["schemas"]["WebhookEvent"] & {
            deliveryAttempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookEventListResponse: {
            data: components["schemas"]["WebhookEvent"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount: number;
        };
        /** @enum {string} */
        TransactionLedgerEntryKind: "HOLD" | "CAPTURE" | "RELEASE" | "TRANSFER";
        /** @description One entry a payment posted. `accountId` is `InternalAccount:<uuid>` for a customer's or the platform's internal account, and `<purpose>:<currency>` for the service's own accounts (`RAIL_CLEARING:USD`, `FX_CLEARING:EUR`, `SANDBOX_FUNDING:USD`, `REALTIME_FUNDING:USDC`). `amount` is in minor units. */
        TransactionLedgerEntry: {
            id: string;
            kind: components["schemas"]["TransactionLedgerEntryKind"];
            accountId: string;
            direction: components["schemas"]["TransactionDirection"];
            /** Format: int64 */
            amount: number;
            currency: components["schemas"]["Currency"];
            /** Format: date-time */
            createdAt: string;
        };
        TransactionLedgerEntryListResponse: {
            data: components["schemas"]["TransactionLedgerEntry"][];
        };
        BulkCustomerImportJobAccepted: {
            jobId: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING";
        };
        /** ServiceError */
        ServiceError: {
            code?: string;
            message?: string;
            details?: {
                [key: string]: unknown;
            };
        };
        BulkCustomerImportErrorEntry: components["schemas"]["ServiceError"] & {
            correlationId: string;
        };
        BulkCustomerImportJob: {
            id: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
            progress: {
                total: number;
                processed: number;
                successful: number;
                failed: number;
            };
            errors?: components["schemas"]["BulkCustomerImportErrorEntry"][];
            /** @description One entry per data row of the file, in file order (row 1 is the first line after the header). */
            results?: components["schemas"]["BulkCustomerImportRowResult"][];
            /** Format: date-time */
            completedAt?: string;
        };
        BulkCustomerImportRowResult: {
            row: number;
            correlationId: string;
            /** @enum {string} */
            status: "CREATED" | "FAILED";
            customerId?: string;
        };
        UmaInvitationCreateRequest: {
            inviterUma: string;
            firstName?: string;
            /** Format: int64 */
            amountToSend?: number;
            /** Format: date-time */
            expiresAt?: string;
        };
        UmaInvitation: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            claimedAt?: string;
            url: string;
            /** Format: date-time */
            expiresAt?: string;
            inviterUma: string;
            inviteeUma?: string;
            /** @enum {string} */
            status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
            firstName?: string;
            amountToSend?: components["schemas"]["CurrencyAmount"];
        };
        UmaInvitationClaimRequest: {
            inviteeUma: string;
        };
        SandboxSendRequest: {
            quoteId: string;
            currencyCode: string;
            /** Format: int64 */
            currencyAmount?: number;
        };
        SandboxUmaReceiveRequest: {
            senderUmaAddress: string;
            receiverUmaAddress?: string;
            customerId?: string;
            receivingCurrencyCode: string;
            /** Format: int64 */
            receivingCurrencyAmount: number;
        };
        SandboxClock: {
            /**
             * Format: int64
             * @description Seconds the platform's clock has been moved forward in all.
             */
            advancedSeconds: number;
            /**
             * Format: date-time
             * @description When it was last moved (server time); absent if never.
             */
            lastAdvancedAt?: string;
            /**
             * Format: date-time
             * @description The server's time now, which the platform's records are measured against.
             */
            now: string;
        };
        SandboxClockAdvanceRequest: {
            /** @description How far to move the clock, at most 366 days per call. */
            seconds: number;
        };
        SandboxFundRequest: {
            /** Format: int64 */
            amount: number;
        };
        UmaProvider: {
            name?: string;
            supportedRegions?: string[];
            domain?: string;
            /** Format: uri */
            logoUrl?: string;
            supportedCurrencies?: components["schemas"]["Currency"][];
            lei?: string;
            allowListStatus?: boolean;
        };
        UmaProviderListResponse: {
            data?: components["schemas"]["UmaProvider"][];
            hasMore?: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        Vasp: {
            vaspName: string;
            /** Format: uri */
            url?: string;
        };
        VaspListResponse: {
            data: components["schemas"]["Vasp"][];
            hasMore: boolean;
            nextCursor?: string;
        };
        /** @enum {string} */
        Permission: "VIEW" | "TRANSACT" | "MANAGE";
        ApiToken: {
            id: string;
            name: string;
            permissions: components["schemas"]["Permission"][];
            clientId: string;
            clientSecret?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TokenListResponse: {
            data: components["schemas"]["ApiToken"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        ApiTokenCreateRequest: {
            name: string;
            permissions: components["schemas"]["Permission"][];
        };
        /** Internal Account Update Request */
        InternalAccountUpdateRequest: {
            privateEnabled?: boolean;
        };
        /** Internal Account Export Request */
        InternalAccountExportRequest: {
            clientPublicKey: string;
        };
        /** Internal Account Export Response */
        InternalAccountExportResponse: {
            id: string;
            encryptedWalletCredentials: string;
        };
        /** @enum {string} */
        AuthMethodType: "OAUTH" | "EMAIL_OTP" | "SMS_OTP" | "PASSKEY";
        AuthMethod: {
            id: string;
            accountId: string;
            type: components["schemas"]["AuthMethodType"];
            credentialId?: string;
            nickname: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AuthCredentialListResponse: {
            data: components["schemas"]["AuthMethod"][];
        };
        AuthCredentialCreateRequest: {
            type: components["schemas"]["AuthMethodType"];
            accountId: string;
        };
        EmailOtpCredentialCreateRequestFields: {
            /** @enum {string} */
            type: "EMAIL_OTP";
        };
        /** Email OTP Credential Create Request */
        EmailOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["EmailOtpCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        SmsOtpCredentialCreateRequestFields: {
            /** @enum {string} */
            type: "SMS_OTP";
        };
        /** SMS OTP Credential Create Request */
        SmsOtpCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["SmsOtpCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        OauthCredentialCreateRequestFields: {
            /** @enum {string} */
            type: "OAUTH";
            oidcToken: string;
        };
        /** OAuth Credential Create Request */
        OauthCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["OauthCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        /** Passkey Attestation */
        PasskeyAttestation: {
            credentialId: string;
            clientDataJson: string;
            attestationObject: string;
            transports?: ("usb" | "nfc" | "ble" | "internal" | "hybrid")[];
        };
        PasskeyCredentialCreateRequestFields: {
            /** @enum {string} */
            type: "PASSKEY";
            nickname: string;
            challenge: string;
            attestation: components["schemas"]["PasskeyAttestation"];
        };
        /** Passkey Credential Create Request */
        PasskeyCredentialCreateRequest: components["schemas"]["AuthCredentialCreateRequest"] & components["schemas"]["PasskeyCredentialCreateRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        AuthCredentialCreateRequestOneOf: components["schemas"]["EmailOtpCredentialCreateRequest"] | components["schemas"]["SmsOtpCredentialCreateRequest"] | components["schemas"]["OauthCredentialCreateRequest"] | components["schemas"]["PasskeyCredentialCreateRequest"];
        /** Auth Method Response */
        AuthMethodResponse: components["schemas"]["AuthMethod"] & {
            otpEncryptionTargetBundle?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP" | "SMS_OTP";
        };
        /** Authentication Signed Request Challenge */
        AuthSignedRequestChallenge: components["schemas"]["SignedRequestChallenge"] & {
            type: components["schemas"]["AuthMethodType"];
        };
        WalletOperationProcessing: {
            /** @enum {string} */
            status: "PROCESSING";
        };
        AuthCredentialVerifyRequest: {
            type: components["schemas"]["AuthMethodType"];
        };
        EmailOtpCredentialVerifyRequestFields: {
            /** @enum {string} */
            type: "EMAIL_OTP";
            encryptedOtpBundle: string;
        };
        /** Email OTP Credential Verify Request */
        EmailOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["EmailOtpCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP";
        };
        SmsOtpCredentialVerifyRequestFields: {
            /** @enum {string} */
            type: "SMS_OTP";
            encryptedOtpBundle: string;
        };
        /** SMS OTP Credential Verify Request */
        SmsOtpCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["SmsOtpCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMS_OTP";
        };
        OauthCredentialVerifyRequestFields: {
            /** @enum {string} */
            type: "OAUTH";
            oidcToken: string;
            clientPublicKey: string;
        };
        /** OAuth Credential Verify Request */
        OauthCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["OauthCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OAUTH";
        };
        /** Passkey Assertion */
        PasskeyAssertion: {
            credentialId: string;
            clientDataJson: string;
            authenticatorData: string;
            signature: string;
            userHandle?: string;
        };
        PasskeyCredentialVerifyRequestFields: {
            /** @enum {string} */
            type: "PASSKEY";
            assertion: components["schemas"]["PasskeyAssertion"];
        };
        /** Passkey Credential Verify Request */
        PasskeyCredentialVerifyRequest: components["schemas"]["AuthCredentialVerifyRequest"] & components["schemas"]["PasskeyCredentialVerifyRequestFields"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        AuthCredentialVerifyRequestOneOf: components["schemas"]["EmailOtpCredentialVerifyRequest"] | components["schemas"]["SmsOtpCredentialVerifyRequest"] | components["schemas"]["OauthCredentialVerifyRequest"] | components["schemas"]["PasskeyCredentialVerifyRequest"];
        /** Authentication Session */
        AuthSession: components["schemas"]["AuthMethod"] & {
            id: string;
            encryptedSessionSigningKey?: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** Auth Credential Challenge Request */
        AuthCredentialChallengeRequest: {
            clientPublicKey?: string;
        };
        /** Passkey Auth Challenge */
        PasskeyAuthChallenge: components["schemas"]["AuthMethod"] & {
            credentialId: string;
            challenge: string;
            requestId: string;
            /** Format: date-time */
            expiresAt: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
        };
        /** Auth Credential Response */
        AuthCredentialResponseOneOf: components["schemas"]["AuthMethodResponse"] | components["schemas"]["PasskeyAuthChallenge"];
        SessionListResponse: {
            data: components["schemas"]["AuthSession"][];
        };
        /** Auth Session Refresh Request */
        AuthSessionRefreshRequest: {
            clientPublicKey: string;
        };
        /** @enum {string} */
        DelegatedKeyStatus: "PENDING" | "ACTIVE" | "REVOKED";
        /** Delegated Key */
        DelegatedKey: {
            id: string;
            cardId: string;
            fundingSourceId: string;
            accountId: string;
            publicKey: string;
            nickname: string;
            status: components["schemas"]["DelegatedKeyStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** Delegated Key List Response */
        DelegatedKeyListResponse: {
            data: components["schemas"]["DelegatedKey"][];
        };
        /** Delegated Key Create Request */
        DelegatedKeyCreateRequest: {
            cardId: string;
            internalAccountId: string;
            nickname: string;
        };
        /** Delegated Key Signed Request Challenge */
        DelegatedKeySignedRequestChallenge: components["schemas"]["SignedRequestChallenge"];
        /** @enum {string} */
        AgentPermission: "VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS";
        /** @enum {string} */
        AgentExecutionMode: "AUTO" | "APPROVAL_REQUIRED";
        AgentSpendingLimits: {
            currency: string;
            perTransactionLimit: number;
            dailyLimit?: number | null;
            dailyTransactionLimit?: number;
            monthlyLimit?: number | null;
        };
        AgentAccountRule: {
            accountId: string;
            executionMode?: components["schemas"]["AgentExecutionMode"];
            perTransactionLimit?: number | null;
        };
        AgentAccountRestrictions: {
            allowedAccountIds?: string[] | null;
            accountRules?: components["schemas"]["AgentAccountRule"][];
        };
        AgentApprovalThresholds: {
            currency?: string;
            amount?: number | null;
        };
        AgentPolicy: {
            permissions: components["schemas"]["AgentPermission"][];
            defaultExecutionMode: components["schemas"]["AgentExecutionMode"];
            spendingLimits: components["schemas"]["AgentSpendingLimits"];
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
        };
        AgentUsage: {
            dailyTransactionCount: number;
            dailySpend: number;
            /** Format: date */
            dailyResetDate?: string;
            monthlySpend: number;
            monthlyResetMonth?: string;
        };
        Agent: {
            id: string;
            name: string;
            customerId: string;
            isPaused: boolean;
            isConnected: boolean;
            policy: components["schemas"]["AgentPolicy"];
            usage: components["schemas"]["AgentUsage"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AgentListResponse: {
            data: components["schemas"]["Agent"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        AgentCreateRequest: {
            name: string;
            customerId: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        AgentDeviceCode: {
            code: string;
            agentId: string;
            /** Format: date-time */
            expiresAt: string;
            redeemed: boolean;
        };
        AgentCreateResponse: {
            agent: components["schemas"]["Agent"];
            deviceCode: components["schemas"]["AgentDeviceCode"];
        };
        /** @enum {string} */
        AgentActionStatus: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
        /** @enum {string} */
        AgentActionType: "EXECUTE_QUOTE" | "TRANSFER_OUT" | "TRANSFER_IN";
        AgentTransferDetails: {
            /** Format: int64 */
            amount: number;
            currency: string;
            sourceAccountId: string;
            destinationAccountId: string;
        };
        AgentAction: {
            id: string;
            agentId: string;
            customerId: string;
            platformCustomerId: string;
            status: components["schemas"]["AgentActionStatus"];
            type: components["schemas"]["AgentActionType"];
            quote?: components["schemas"]["Quote"];
            transferDetails?: components["schemas"]["AgentTransferDetails"];
            transaction?: Omit<components["schemas"]["TransactionOneOf"], "type">;
            rejectionReason?: string;
            failureReason?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AgentActionListResponse: {
            data: components["schemas"]["AgentAction"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        AgentUpdateRequest: {
            name?: string;
            isPaused?: boolean;
        };
        AgentSpendingLimitsUpdate: {
            currency?: string;
            perTransactionLimit?: number;
            dailyLimit?: number | null;
            dailyTransactionLimit?: number;
            monthlyLimit?: number | null;
        };
        AgentPolicyUpdateRequest: {
            permissions?: components["schemas"]["AgentPermission"][];
            defaultExecutionMode?: components["schemas"]["AgentExecutionMode"];
            spendingLimits?: components["schemas"]["AgentSpendingLimitsUpdate"];
            accountRestrictions?: components["schemas"]["AgentAccountRestrictions"];
            approvalThresholds?: components["schemas"]["AgentApprovalThresholds"];
        };
        AgentActionRejectRequest: {
            reason?: string;
        };
        AgentDeviceCodeStatusResponse: {
            code: string;
            redeemed: boolean;
        };
        AgentDeviceCodeRedeemResponse: {
            agentId: string;
            agentName: string;
            accessToken: string;
            policy: components["schemas"]["AgentPolicy"];
        };
        /** @enum {string} */
        CardStatus: "ACTIVE" | "FROZEN" | "CLOSED" | "PROCESSING" | "PENDING_KYC";
        /** @enum {string} */
        CardStatusReason: "ISSUER_REJECTED" | "CLOSED_BY_PLATFORM" | "CLOSED_BY_SERVICE";
        /** @enum {string} */
        CardBrand: "VISA" | "MASTERCARD";
        /** @enum {string} */
        CardForm: "VIRTUAL";
        CardCapabilities: {
            supportsDigitalWalletTokenization: boolean;
        };
        Card: {
            readonly id: string;
            cardholderId: string;
            platformCardId?: string;
            status: components["schemas"]["CardStatus"];
            statusReason?: components["schemas"]["CardStatusReason"] | null;
            brand?: components["schemas"]["CardBrand"];
            form: components["schemas"]["CardForm"];
            last4?: string;
            expMonth?: number;
            expYear?: number;
            fundingSources: string[];
            maxSpendPerTransaction: number | null;
            cardCapabilities: components["schemas"]["CardCapabilities"];
            readonly currency?: string;
            readonly processorRef?: string;
            readonly issuerRef?: string;
            /** Format: date-time */
            readonly createdAt: string;
            /** Format: date-time */
            readonly updatedAt: string;
        };
        CardListResponse: {
            data: components["schemas"]["Card"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        CardCreateRequest: {
            cardholderId: string;
            platformCardId?: string;
            threeDSecurePassword?: string;
            form: components["schemas"]["CardForm"];
            fundingSources: string[];
            /** Format: int64 */
            maxSpendPerTransaction?: number;
        };
        CardUpdateRequest: {
            /** @enum {string} */
            status?: "ACTIVE" | "FROZEN" | "CLOSED";
            fundingSources?: string[];
            maxSpendPerTransaction?: number | null;
        };
        CardRevealResponse: {
            /** Format: uri */
            panEmbedUrl: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @enum {string} */
        CardWalletProvider: "APPLE_PAY" | "GOOGLE_PAY" | "SAMSUNG_PAY";
        CardTokenizeRequest: {
            walletProvider: components["schemas"]["CardWalletProvider"];
            certificates?: string[];
            nonce?: string;
            nonceSignature?: string;
        };
        CardEncryptedPayload: {
            activationData?: string;
            encryptedData: string;
            ephemeralPublicKey?: string;
        };
        CardTokenizeResponse: {
            walletProvider: components["schemas"]["CardWalletProvider"];
            encryptedPayload: components["schemas"]["CardEncryptedPayload"];
        };
        SandboxCardAuthorizationRequest: {
            /** Format: int64 */
            amount: number;
            currency: components["schemas"]["Currency"];
            merchant: components["schemas"]["CardMerchant"];
        };
        SandboxCardSimulationResponse: {
            issuerTransactionToken: string;
        };
        SandboxCardClearingRequest: {
            cardTransactionId: string;
            /** Format: int64 */
            amount: number;
        };
        SandboxCardReturnRequest: {
            cardTransactionId: string;
            /** Format: int64 */
            amount: number;
        };
        SandboxCardBalanceInquiryRequest: {
            merchant: components["schemas"]["CardMerchant"];
        };
        SandboxCardAuthorizationAdviceRequest: {
            cardTransactionId: string;
            /** Format: int64 */
            amount: number;
        };
        SandboxCardTransactionRefRequest: {
            /** @deprecated */
            cardTransactionId?: string;
        };
        /** @enum {string} */
        StablecoinIssuanceStatus: "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
        /** @enum {string} */
        StablecoinServiceOperationsStatus: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
        /** @enum {string} */
        StablecoinProvider: "BRALE";
        /** @enum {string} */
        StablecoinNetwork: "SPARK";
        /** @enum {string} */
        StablecoinProviderEnvironment: "SANDBOX" | "PRODUCTION";
        Stablecoin: {
            id: string;
            name: string;
            symbol: string;
            baseCurrency: string;
            network: components["schemas"]["StablecoinNetwork"];
            decimals: number;
            issuanceStatus: components["schemas"]["StablecoinIssuanceStatus"];
            serviceOperationsStatus: components["schemas"]["StablecoinServiceOperationsStatus"];
            networkTokenIdentifier: string;
            currency?: string;
            provider: components["schemas"]["StablecoinProvider"];
            stablecoinProviderAccountId: string;
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            providerTokenIdentifier: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        StablecoinListResponse: {
            data: components["schemas"]["Stablecoin"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        StablecoinRegisterRequest: {
            providerTokenIdentifier: string;
            networkTokenIdentifier: string;
            network: components["schemas"]["StablecoinNetwork"];
            stablecoinProviderAccountId?: string;
        };
        StablecoinMintFundingSourceBase: {
            /** @enum {string} */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /** Wire */
        StablecoinWireFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "WIRE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WIRE";
        };
        /** ACH Debit */
        StablecoinAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "ACH_DEBIT";
            externalAccountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACH_DEBIT";
        };
        /** Same-Day ACH Debit */
        StablecoinSameDayAchDebitFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "SAME_DAY_ACH_DEBIT";
            externalAccountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SAME_DAY_ACH_DEBIT";
        };
        /** Service Internal Account */
        StablecoinServiceInternalFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "SERVICE_INTERNAL_ACCOUNT";
            accountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SERVICE_INTERNAL_ACCOUNT";
        };
        /** Provider Internal Balance */
        StablecoinProviderBalanceFundingSource: components["schemas"]["StablecoinMintFundingSourceBase"] & {
            /** @enum {string} */
            type: "PROVIDER_INTERNAL_BALANCE";
            sourceTokenIdentifier: string;
            cryptoNetwork: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        StablecoinMintFundingSource: components["schemas"]["StablecoinWireFundingSource"] | components["schemas"]["StablecoinAchDebitFundingSource"] | components["schemas"]["StablecoinSameDayAchDebitFundingSource"] | components["schemas"]["StablecoinServiceInternalFundingSource"] | components["schemas"]["StablecoinProviderBalanceFundingSource"];
        StablecoinMintDestination: {
            accountId: string;
        };
        StablecoinMintRequest: {
            amount: string;
            fundingSource: components["schemas"]["StablecoinMintFundingSource"];
            destination: components["schemas"]["StablecoinMintDestination"];
            description?: string;
        };
        /** @enum {string} */
        StablecoinOperationType: "MINT" | "BURN";
        /** @enum {string} */
        StablecoinOperationStatus: "CREATED" | "PENDING_FUNDING" | "PENDING_PROVIDER" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
        StablecoinOperationSource: {
            /** @enum {string} */
            type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "EXTERNAL_ACCOUNT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
            externalAccountId?: string;
            accountId?: string;
            sourceTokenIdentifier?: string;
            cryptoNetwork?: string;
        };
        StablecoinFundingInstructions: {
            rail?: string;
            network?: string;
            address?: string;
            valueType?: string;
        } & {
            [key: string]: unknown;
        };
        StablecoinOperationDestination: {
            accountId: string;
            /** @enum {string} */
            rail?: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
        };
        StablecoinEstimatedDelivery: {
            rail?: string;
            amount?: string;
            currency?: string;
            timing?: string;
        } & {
            [key: string]: unknown;
        };
        StablecoinOperation: {
            id: string;
            stablecoinId: string;
            operationType: components["schemas"]["StablecoinOperationType"];
            status: components["schemas"]["StablecoinOperationStatus"];
            amount: string;
            provider: components["schemas"]["StablecoinProvider"];
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            stablecoinProviderAccountId: string;
            source?: components["schemas"]["StablecoinOperationSource"];
            fundingInstructions?: components["schemas"]["StablecoinFundingInstructions"];
            destination?: components["schemas"]["StablecoinOperationDestination"];
            estimatedDelivery?: components["schemas"]["StablecoinEstimatedDelivery"];
            /** Format: date-time */
            expiresAt?: string;
            providerStatus?: string;
            failureReason?: string;
            description?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Error503: {
            /** @enum {string} */
            code: "SERVICE_UNAVAILABLE";
            reason: string;
            details?: {
                [key: string]: unknown;
            };
            /** @enum {integer} */
            status?: 503;
            message?: string;
        };
        StablecoinBurnSourceBase: {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
        };
        /** External Account */
        StablecoinExternalAccountBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EXTERNAL_ACCOUNT";
        };
        /** Service Internal Account */
        StablecoinServiceInternalBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "SERVICE_INTERNAL_ACCOUNT";
            accountId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SERVICE_INTERNAL_ACCOUNT";
        };
        /** Provider Internal Balance */
        StablecoinProviderBalanceBurnSource: components["schemas"]["StablecoinBurnSourceBase"] & {
            /** @enum {string} */
            type: "PROVIDER_INTERNAL_BALANCE";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PROVIDER_INTERNAL_BALANCE";
        };
        StablecoinBurnSource: components["schemas"]["StablecoinExternalAccountBurnSource"] | components["schemas"]["StablecoinServiceInternalBurnSource"] | components["schemas"]["StablecoinProviderBalanceBurnSource"];
        StablecoinBurnDestination: {
            /** @enum {string} */
            type: "EXTERNAL_ACCOUNT";
            externalAccountId: string;
            /** @enum {string} */
            rail: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
        };
        StablecoinBurnRequest: {
            amount: string;
            source: components["schemas"]["StablecoinBurnSource"];
            destination: components["schemas"]["StablecoinBurnDestination"];
            description?: string;
        };
        StablecoinOperationListResponse: {
            data: components["schemas"]["StablecoinOperation"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        /** @enum {string} */
        StablecoinProviderAccountStatus: "ACTIVE" | "INVALID" | "REVOKED";
        StablecoinProviderAccount: {
            id: string;
            provider: components["schemas"]["StablecoinProvider"];
            providerAccountId: string;
            providerEnvironment: components["schemas"]["StablecoinProviderEnvironment"];
            status: components["schemas"]["StablecoinProviderAccountStatus"];
            /** Format: date-time */
            lastVerifiedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        StablecoinProviderAccountListResponse: {
            data: components["schemas"]["StablecoinProviderAccount"][];
            hasMore: boolean;
            nextCursor?: string;
            totalCount?: number;
        };
        StablecoinProviderAccountLinkRequest: {
            provider: components["schemas"]["StablecoinProvider"];
            apiClientId: string;
            apiClientSecret: string;
            providerAccountId?: string;
        };
        /** @enum {string} */
        WebhookType: "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "OUTGOING_PAYMENT.REFUND_PENDING" | "OUTGOING_PAYMENT.REFUND_COMPLETED" | "OUTGOING_PAYMENT.REFUND_FAILED" | "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INCOMING_PAYMENT.REFUND_PENDING" | "INCOMING_PAYMENT.REFUND_COMPLETED" | "INCOMING_PAYMENT.REFUND_FAILED" | "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "CUSTOMER.KYB_PENDING" | "VERIFICATION.APPROVED" | "VERIFICATION.REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.IN_PROGRESS" | "VERIFICATION.PENDING_MANUAL_REVIEW" | "VERIFICATION.READY_FOR_VERIFICATION" | "EXTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "INTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED" | "INVITATION.CLAIMED" | "BULK_UPLOAD.COMPLETED" | "BULK_UPLOAD.FAILED" | "AGENT_ACTION.PENDING_APPROVAL" | "CARD.STATE_CHANGE" | "CARD.FUNDING_SOURCE_CHANGE" | "CARD_TRANSACTION.AUTHORIZED" | "CARD_TRANSACTION.PARTIALLY_SETTLED" | "CARD_TRANSACTION.SETTLED" | "CARD_TRANSACTION.DECLINED" | "CARD_TRANSACTION.VOIDED" | "CARD_TRANSACTION.EXCEPTION" | "STABLECOIN_OPERATION.CREATED" | "STABLECOIN_OPERATION.PENDING_FUNDING" | "STABLECOIN_OPERATION.PENDING_PROVIDER" | "STABLECOIN_OPERATION.PROCESSING" | "STABLECOIN_OPERATION.COMPLETED" | "STABLECOIN_OPERATION.FAILED" | "STABLECOIN_OPERATION.EXPIRED" | "TEST";
        BaseWebhook: {
            id: string;
            type: components["schemas"]["WebhookType"];
            /** Format: date-time */
            timestamp: string;
        };
        AgentActionWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["AgentAction"];
            /** @enum {string} */
            type?: "AGENT_ACTION.PENDING_APPROVAL";
        };
        /** Incoming Payment Webhook Data */
        IncomingPaymentWebhookData: components["schemas"]["IncomingTransaction"] & {
            requestedReceiverCustomerInfoFields?: components["schemas"]["CounterpartyFieldDefinition"][];
        };
        IncomingPaymentWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["IncomingPaymentWebhookData"];
            /** @enum {string} */
            type?: "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INCOMING_PAYMENT.REFUND_PENDING" | "INCOMING_PAYMENT.REFUND_COMPLETED" | "INCOMING_PAYMENT.REFUND_FAILED";
        };
        IncomingPaymentWebhookResponse: {
            receiverCustomerInfo?: {
                [key: string]: unknown;
            };
        };
        IncomingPaymentWebhookForbiddenResponse: components["schemas"]["ServiceError"] & {
            reason?: string;
        };
        IncomingPaymentWebhookUnprocessableResponse: components["schemas"]["ServiceError"] & {
            requiredFields?: string[];
        };
        OutgoingPaymentWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["OutgoingTransaction"];
            /** @enum {string} */
            type?: "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "OUTGOING_PAYMENT.REFUND_PENDING" | "OUTGOING_PAYMENT.REFUND_COMPLETED" | "OUTGOING_PAYMENT.REFUND_FAILED";
        };
        TestWebhookRequest: components["schemas"]["BaseWebhook"] & {
            /** @enum {string} */
            type?: "TEST";
        };
        BulkUploadWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["BulkCustomerImportJob"];
            /** @enum {string} */
            type?: "BULK_UPLOAD.COMPLETED" | "BULK_UPLOAD.FAILED";
        };
        InvitationClaimedWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["UmaInvitation"];
            /** @enum {string} */
            type?: "INVITATION.CLAIMED";
        };
        CustomerWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["CustomerOneOf"];
            /** @enum {string} */
            type?: "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "CUSTOMER.KYB_PENDING";
        };
        InternalAccountStatusWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["InternalAccount"];
            /** @enum {string} */
            type?: "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "INTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED";
        };
        ExternalAccountStatusWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["ExternalAccount"];
            /** @enum {string} */
            type?: "EXTERNAL_ACCOUNT.STATUS_UPDATED";
        };
        VerificationWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Verification"];
            /** @enum {string} */
            type?: "VERIFICATION.APPROVED" | "VERIFICATION.REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.IN_PROGRESS" | "VERIFICATION.PENDING_MANUAL_REVIEW";
        };
        CardStateChangeWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Card"];
            /** @enum {string} */
            type?: "CARD.STATE_CHANGE";
        };
        CardFundingSourceChangeWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["Card"];
            /** @enum {string} */
            type?: "CARD.FUNDING_SOURCE_CHANGE";
        };
        CardTransactionWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["CardTransaction"];
            /** @enum {string} */
            type?: "CARD_TRANSACTION.AUTHORIZED" | "CARD_TRANSACTION.PARTIALLY_SETTLED" | "CARD_TRANSACTION.SETTLED" | "CARD_TRANSACTION.DECLINED" | "CARD_TRANSACTION.VOIDED" | "CARD_TRANSACTION.EXCEPTION";
        };
        StablecoinOperationWebhook: components["schemas"]["BaseWebhook"] & {
            data: components["schemas"]["StablecoinOperation"];
            /** @enum {string} */
            type?: "STABLECOIN_OPERATION.CREATED" | "STABLECOIN_OPERATION.PENDING_FUNDING" | "STABLECOIN_OPERATION.PENDING_PROVIDER" | "STABLECOIN_OPERATION.PROCESSING" | "STABLECOIN_OPERATION.COMPLETED" | "STABLECOIN_OPERATION.FAILED" | "STABLECOIN_OPERATION.EXPIRED";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: {
        DocumentUploadRequestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUploadRequest"];
            };
        };
        DocumentReplaceRequestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentReplaceRequest"];
                "application/json": components["schemas"]["DocumentMetadataUpdate"];
            };
        };
    };
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getPlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformConfigUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformConfig"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExchangeRates: {
        parameters: {
            query?: {
                sourceCurrency?: string;
                destinationCurrency?: string[];
                sendingAmount?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDiscoveries: {
        parameters: {
            query?: {
                country?: string;
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                platformCustomerId?: string;
                customerType?: components["schemas"]["CustomerType"];
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
                limit?: number;
                cursor?: string;
                region?: string;
                currency?: string;
                umaAddress?: string;
                isIncludingDeleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Method not supported */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequestOneOf"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Method not supported */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgreements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEndUserTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndUserTerms"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomerById: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
            };
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequestOneOf"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOneOf"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description A dependency failed */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomerKycLink: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["KycLinkCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycLinkResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmCustomerPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactVerificationConfirmRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listScaFactors: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorList"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startScaFactorEnrollment: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaFactorEnrollRequestOneOf"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorEnrollStartOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmScaFactorEnrollment: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaFactorConfirmRequestOneOf"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaFactorConfirmResponseOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteScaFactor: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startScaLogin: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaLoginStartRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaLoginStart"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeScaLogin: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaLoginCompleteRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaLoginComplete"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordSecurityEvent: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordSecurityEventRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordSecurityEventResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTwoFactorReset: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorResetStartRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorResetStart"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTwoFactorResetStatus: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorResetStatus"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeTwoFactorReset: {
        parameters: {
            query: {
                customerId: string;
            };
            header?: never;
            path: {
                resetId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TwoFactorResetCompleteRequest"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startBeneficiaryTrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustStart"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmBeneficiaryTrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustConfirm"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startBeneficiaryUntrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustStart"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmBeneficiaryUntrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryTrustConfirmRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryTrustConfirm"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerInternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                customerId?: string;
                type?: components["schemas"]["InternalAccountType"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlatformInternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                type?: components["schemas"]["InternalAccountType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformInternalAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerExternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                customerId?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomerExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomerExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomerExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerifyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"] & {
                        /** @constant */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlatformExternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlatformExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePlatformExternalAccountById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPlatformExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipChallengeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyPlatformExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipVerifyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"] & {
                        /** @constant */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBeneficialOwners: {
        parameters: {
            query: {
                customerId: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwnerListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficialOwnerCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficialOwnerUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                documentHolder?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DocumentUploadRequestBody"];
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Media type not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DocumentReplaceRequestBody"];
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Media type not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVerifications: {
        parameters: {
            query?: {
                customerId?: string;
                verificationStatus?: components["schemas"]["VerificationStatus"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Resource is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error410"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransferIn: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferInRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransferOut: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOutRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupUma: {
        parameters: {
            query?: {
                senderUmaAddress?: string;
                customerId?: string;
            };
            header?: never;
            path: {
                receiverUmaAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverUmaLookupResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Precondition not met */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description A dependency failed */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupExternalAccount: {
        parameters: {
            query?: {
                senderUmaAddress?: string;
                customerId?: string;
            };
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverExternalAccountLookupResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Precondition not met */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description A dependency failed */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Precondition not met */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description A dependency failed */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    executeQuote: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
                "Service-Wallet-Signature"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ExecuteQuoteRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authorizeQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScaAuthorization"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error423"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendQuoteScaCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                customerId?: string;
                platformCustomerId?: string;
                accountIdentifier?: string;
                senderAccountIdentifier?: string;
                receiverAccountIdentifier?: string;
                status?: components["schemas"]["TransactionStatus"];
                /** @description INCOMING or OUTGOING lists payments; CARD lists card transactions (one card's with `cardId`, a Card id or its bare uuid); `status` applies to payments only and answers 400 with CARD. */
                type?: "INCOMING" | "OUTGOING" | "CARD";
                cardId?: string;
                reference?: string;
                startDate?: string;
                endDate?: string;
                limit?: number;
                cursor?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransactionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmReceiptDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConfirmReceiptDeliveryRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approvePendingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApprovePaymentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"] | components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectPendingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RejectPaymentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"] | components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelTransactionRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactionLedgerEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionLedgerEntryListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateCryptoWithdrawalFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateCryptoWithdrawalFeeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateCryptoWithdrawalFeeResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                type?: components["schemas"]["WebhookType"];
                status?: components["schemas"]["WebhookEventStatus"];
                objectId?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventDetail"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCustomersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCustomerImportJobAccepted"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Media type not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBulkCustomerImportJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCustomerImportJob"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UmaInvitationCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    claimInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UmaInvitationClaimRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaInvitation"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxSendRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUmaReceiveRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxFundInternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxFundRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvailableUmaProviders: {
        parameters: {
            query?: {
                countryCode?: string;
                currencyCode?: string;
                hasBlockedProviders?: boolean;
                limit?: number;
                cursor?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaProviderListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVasps: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaspListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: {
                name?: string;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiTokenCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTokenById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTokenById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountExportRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountExportResponse"] | components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuthCredentials: {
        parameters: {
            query: {
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCredentialListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCredentialCreateRequestOneOf"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthMethodResponse"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthCredentialVerifyRequestOneOf"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"] | components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    challengeAuthCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuthCredentialChallengeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCredentialResponseOneOf"] | components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuthSessions: {
        parameters: {
            query: {
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAuthSession: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshAuthSession: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
                /** @description Sandbox platforms only (ignored elsewhere): the seconds the sandbox custody provider takes to execute this signed retry's activity, so that the retry answers 200 `{status: PROCESSING}` until the clock has moved that far. See docs/wallet-auth.md. */
                "Sandbox-Custody-Delay"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSessionRefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletOperationProcessing"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDelegatedKeys: {
        parameters: {
            query?: {
                accountId?: string;
                fundingSourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKeyListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDelegatedKey: {
        parameters: {
            query?: never;
            header?: {
                "Service-Wallet-Signature"?: string;
                "Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelegatedKeyCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKeySignedRequestChallenge"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDelegatedKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeDelegatedKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgents: {
        parameters: {
            query?: {
                customerId?: string;
                isPaused?: boolean;
                isConnected?: boolean;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentCreateResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgentApprovals: {
        parameters: {
            query?: {
                agentId?: string;
                customerId?: string;
                startDate?: string;
                endDate?: string;
                limit?: number;
                cursor?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAgentPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentPolicyUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCode"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentActionRejectRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentDeviceCodeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCodeStatusResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeemAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCodeRedeemResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListTransactions: {
        parameters: {
            query?: {
                accountIdentifier?: string;
                senderAccountIdentifier?: string;
                receiverAccountIdentifier?: string;
                status?: components["schemas"]["TransactionStatus"];
                type?: components["schemas"]["TransactionType"];
                reference?: string;
                startDate?: string;
                endDate?: string;
                limit?: number;
                cursor?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionOneOf"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateQuote: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Precondition not met */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description A dependency failed */
            424: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error424"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentExecuteQuote: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
                "Service-Wallet-Signature"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListActions: {
        parameters: {
            query?: {
                status?: components["schemas"]["AgentActionStatus"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentActionListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateTransferIn: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferInRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateTransferOut: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOutRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListInternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                type?: components["schemas"]["InternalAccountType"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListExternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentDeleteExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: {
                cardholderId?: string;
                accountId?: string;
                platformCardId?: string;
                status?: components["schemas"]["CardStatus"];
                limit?: number;
                cursor?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revealCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRevealResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    tokenizeCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTokenizeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTokenizeResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not available */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error501"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardClearing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardClearingRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardReturnRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardBalanceInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardBalanceInquiryRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardFinancialAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardFinancialCreditAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationAdviceRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardCreditAuthorizationAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSimulateCardReturnReversal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxCardTransactionRefRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardSimulationResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoins: {
        parameters: {
            query?: {
                issuanceStatus?: components["schemas"]["StablecoinIssuanceStatus"];
                serviceOperationsStatus?: components["schemas"]["StablecoinServiceOperationsStatus"];
                provider?: components["schemas"]["StablecoinProvider"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerStablecoin: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinRegisterRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestStablecoinServiceEnablement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStablecoinMint: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinMintRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStablecoinBurn: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinBurnRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoinOperations: {
        parameters: {
            query?: {
                operationType?: components["schemas"]["StablecoinOperationType"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperationListResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoinOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoinProviderAccounts: {
        parameters: {
            query?: {
                provider?: components["schemas"]["StablecoinProvider"];
                status?: components["schemas"]["StablecoinProviderAccountStatus"];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccountListResponse"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    linkStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinProviderAccountLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinProviderAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description No such resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentActionWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentActionWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    incomingPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomingPaymentWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookResponse"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookForbiddenResponse"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingPaymentWebhookUnprocessableResponse"];
                };
            };
        };
    };
    outgoingPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutgoingPaymentWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    bulkUploadWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUploadWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    invitationClaimedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationClaimedWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    customerStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    internalAccountStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountStatusWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    externalAccountStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalAccountStatusWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    verificationStatusWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardStateChangeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardStateChangeWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardFundingSourceChangeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardFundingSourceChangeWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    cardTransactionWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransactionWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
    stablecoinOperationWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StablecoinOperationWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request rejected */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflicts with current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
        };
    };
}
