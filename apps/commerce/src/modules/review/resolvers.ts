import type { Resolvers } from '../../generated/graphql';

export const reviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: (_parent, _args, { services }) =>
      services.reviews.ratingsMetadata(),
  },
  Mutation: {
    createProductReview: (_parent, { input }, { request, services }) =>
      services.customerReviews.create(request, input),
  },
  Customer: {
    reviews: (_parent, args, { request, services }) =>
      services.customerReviews.customerReviews(request, args),
  },
};
