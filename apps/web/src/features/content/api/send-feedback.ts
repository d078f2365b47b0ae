import type { EndpointBody, contentEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';

type FeedbackEndpoint = typeof contentEndpoints.feedback;
export type FeedbackPayload = EndpointBody<FeedbackEndpoint>;

export const feedbackEndpoint = endpointRef<FeedbackEndpoint>('PUT', '/wps/feedback');

/** PUT /wps/feedback (§7, no token). */
export function sendFeedback(body: FeedbackPayload): Promise<null> {
  return callEndpoint(feedbackEndpoint, { body });
}
