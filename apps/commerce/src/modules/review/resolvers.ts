import type { Resolvers } from '../../generated/graphql';

export const reviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: (_parent, _args, { services }) =>
      services.reviews.ratingsMetadata(),
  },
};
