/** The list requests both load scripts measure (bench:lists, bench:api): one place, so their figures compare. */
const q = (params) => new URLSearchParams(params).toString();
export const LIST_SCENARIOS = [
  ['recruit · default', `/v1/recruit/list`],
  ['recruit · 여유순', `/v1/recruit/list?${q({ sortBy: '마감 여유순' })}`],
  ['recruit · occupation', `/v1/recruit/list?${q({ keyWord: '요양보호사' })}`],
  ['recruit · occupation, newest', `/v1/recruit/list?${q({ keyWord: '요양보호사', sortBy: 'postDate' })}`],
  ['recruit · city', `/v1/recruit/list?${q({ locationName: '서울' })}`],
  ['recruit · occupation + city', `/v1/recruit/list?${q({ keyWord: '요양보호사', locationName: '서울' })}`],
  [
    'recruit · occ + city, 여유순',
    `/v1/recruit/list?${q({ keyWord: '바리스타', locationName: '경기', sortBy: '마감 여유순' })}`,
  ],
  [
    'recruit · district, 여유순',
    `/v1/recruit/list?${q({ locationName: '경기 고양시', sortBy: '마감 여유순' })}`,
  ],
  [
    'recruit · occupation + district',
    `/v1/recruit/list?${q({ keyWord: '요양보호사', locationName: '서울 강남구' })}`,
  ],
  ['recruit · newest, page 5', `/v1/recruit/list?${q({ sortBy: 'postDate', pageNum: '5' })}`],
  ['recruit · page 300', `/v1/recruit/list?${q({ pageNum: '300' })}`],
  ['recruit · free text', `/v1/recruit/list?${q({ keyWord: '주간보호' })}`],
  ['recruit · free text + city', `/v1/recruit/list?${q({ keyWord: '주간보호', locationName: '부산' })}`],
  ['recruit · popular', `/v1/recruit/popular`],
  ['training · default', `/v1/training/list`],
  ['training · occupation + city', `/v1/training/list?${q({ jobName: '바리스타', regionName: '서울' })}`],
  ['training · city', `/v1/training/list?${q({ regionName: '경기' })}`],
  ['training · 실습, 여유순', `/v1/training/list?${q({ type: '실습 위주', sortBy: '마감 여유순' })}`],
];
