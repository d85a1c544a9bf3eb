import type {Resource} from './types';
import {project} from './pathParams';

export const mail = {
  id: 'mail',
  title: 'Mail',
  page: '/api/mail.html',
  operations: [
    {
      id: 'sendMail',
      method: 'POST',
      path: '/:project/mail',
      summary: 'Send an Email',
      anchor: 'send-an-email',
      description:
        'Sends an email through the mailer of the project’s config file, from the address of the user who calls it. Placeholders such as `{{name}}` in the body are replaced with the values of `data`.',
      access: 'user',
      pathParams: [project],
      body: [
        {
          name: 'to',
          type: 'any',
          required: true,
          description:
            'Who gets it: an email address, the id of an active user, an object with email and name, or an array mixing these.',
        },
        {
          name: 'body',
          type: 'string',
          required: true,
          description:
            'The content. HTML tags other than b, i, a, p, br, hr, button, h1 to h5 and the table tags are stripped.',
        },
        {name: 'subject', type: 'string', description: 'The subject line.'},
        {
          name: 'type',
          type: 'string',
          description:
            'plain sends plain text; any other value, such as html, sends HTML in the base email layout.',
        },
        {
          name: 'data',
          type: 'object',
          description:
            'Values for the body’s placeholders: {{key}} is replaced by the value of key; nested objects are reached with dots, {{order.number}}. The values go in after the tag filter, so HTML in them reaches the email as it is.',
        },
        {
          name: 'use_default_email',
          type: 'boolean',
          description:
            'Admins only: send from the mail.default.from address of the config file instead of the admin’s own address.',
        },
      ],
      returns: {
        kind: 'empty',
        description: 'Nothing: an empty body with status 204 once it is sent.',
      },
      example: {
        path: '/thumper/mail',
        body: {
          to: ['writer@example.com', 9, {email: 'photographer@example.com', name: 'Ana Costa'}],
          subject: 'Spring issue: copy deadline',
          body: '<p>Hello,</p><p>Please send your articles for <b>{{issue}}</b> by {{deadline}}.</p>',
          type: 'html',
          data: {issue: 'Spring 2020', deadline: 'March 27'},
        },
      },
    },
  ],
} as const satisfies Resource;
