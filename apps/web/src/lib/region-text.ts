/** A member's public card without a region (the community's cards, and 나의 할일's preview of one). */
export const NO_REGION_TEXT = '등록된 지역이 없어요';
