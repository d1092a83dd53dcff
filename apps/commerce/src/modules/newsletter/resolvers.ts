import type { Resolvers } from '../../generated/graphql';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_parent, { email }, { request, services }) =>
      services.newsletter.subscribe(request, email),
    confirmNewsletterSubscription: (_parent, { code }, { request, services }) =>
      services.newsletter.confirm(request, code),
  },
};
