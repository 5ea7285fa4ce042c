/**
 * The 116 items the product adds to the Johnson-120 (4 more per facet from the IPIP-NEO-300 of
 * `@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r`), with the team's own Spanish and Portuguese.
 * Values (O6) takes none: every IPIP-NEO item of that facet but one asks about politics, religion,
 * patriotism or crime, so it is filled from other IPIP scales (values-items.ts).
 *
 * Chosen to balance plus and minus keys within each facet (4 + 4 wherever the 300 set holds enough
 * items of the scarcer key) and preferring items that do not repeat a Johnson-120 item of the same
 * facet.
 * Translations keep the meaning and the key of the English item in neutral, everyday wording;
 * `/a` and `(a)` mark gendered forms, as the Johnson-120 translations do. `en` must equal the
 * package text (the generator checks it), so a reader can review each translation in place.
 */
export interface ExtraItem {
  readonly id: string;
  readonly en: string;
  readonly es: string;
  readonly pt: string;
}

export const extraItems: readonly ExtraItem[] = [
  // N1 anxiety
  {
    id: 'c283c5bd-4708-432e-92c1-63213aa28f59',
    en: 'Am not easily bothered by things',
    es: 'Las cosas no me alteran fácilmente',
    pt: 'As coisas não me abalam facilmente',
  },
  {
    id: '63d1d0eb-810b-4bec-a046-cd1045de615d',
    en: 'Am relaxed most of the time',
    es: 'La mayor parte del tiempo estoy relajado/a',
    pt: 'Fico relaxado(a) a maior parte do tempo',
  },
  {
    id: '91a4597b-fcd5-49f2-a7e9-9864a0401424',
    en: 'Am not easily disturbed by events',
    es: 'Los acontecimientos no me perturban fácilmente',
    pt: 'Os acontecimentos não me perturbam facilmente',
  },
  {
    id: '7ee1575a-5d81-471d-aa7f-ca0bcef11172',
    en: "Don't worry about things that have already happened",
    es: 'No me preocupo por lo que ya ha pasado',
    pt: 'Não me preocupo com o que já aconteceu',
  },
  // N2 hostility
  {
    id: '3b157ca6-51da-489c-aab0-b6ba350c0e62',
    en: 'Am often in a bad mood',
    es: 'A menudo estoy de mal humor',
    pt: 'Frequentemente estou de mau humor',
  },
  {
    id: 'fc8c518e-30b7-4ccd-a7a3-bc7452b888d8',
    en: 'Rarely get irritated',
    es: 'Rara vez me irrito',
    pt: 'Raramente me irrito',
  },
  {
    id: '6f1a23df-1140-4f49-b2c2-8208bd33247f',
    en: 'Seldom get mad',
    es: 'Pocas veces me enojo',
    pt: 'Poucas vezes fico com raiva',
  },
  {
    id: '48a11455-7fa1-4b65-aaa4-fcea85e7ca26',
    en: 'Keep my cool',
    es: 'Mantengo la calma',
    pt: 'Mantenho a calma',
  },
  // N3 depression
  {
    id: 'a6e1fe76-6c5a-4dea-b42b-b3dbbeae1ccd',
    en: 'Have a low opinion of myself',
    es: 'Tengo una opinión negativa de mí mismo/a',
    pt: 'Tenho uma imagem negativa de mim mesmo(a)',
  },
  {
    id: '588cad98-abb6-4b0b-8360-8df4b92de2a9',
    en: 'Feel that my life lacks direction',
    es: 'Siento que mi vida no tiene rumbo',
    pt: 'Sinto que minha vida não tem rumo',
  },
  {
    id: 'd588951f-9f6f-43ac-bb56-733e3ad31ea5',
    en: 'Seldom feel blue',
    es: 'Rara vez me siento triste',
    pt: 'Raramente me sinto triste',
  },
  {
    id: '7e20a189-d1cd-4864-814e-e814e778e53d',
    en: 'Am very pleased with myself',
    es: 'Estoy muy satisfecho/a conmigo mismo/a',
    pt: 'Estou muito satisfeito(a) comigo mesmo(a)',
  },
  // N4 social_anxiety
  {
    id: '99980530-a7ff-46f3-8601-662c4536b896',
    en: 'Am easily intimidated',
    es: 'Me intimido con facilidad',
    pt: 'Me intimido facilmente',
  },
  {
    id: '377927b2-d1e3-41ce-836f-f582d9879757',
    en: 'Am not embarrassed easily',
    es: 'No me avergüenzo fácilmente',
    pt: 'Não me envergonho facilmente',
  },
  {
    id: '1718ccf5-ae6d-49f8-87ba-7b3d82ca4bb3',
    en: 'Am comfortable in unfamiliar situations',
    es: 'Me siento a gusto en situaciones desconocidas',
    pt: 'Me sinto à vontade em situações desconhecidas',
  },
  {
    id: 'd5f545b5-3f64-4bd6-a658-09d08b08703a',
    en: 'Am able to stand up for myself',
    es: 'Sé defenderme cuando hace falta',
    pt: 'Sei me defender quando é preciso',
  },
  // N5 impulsivity
  {
    id: '3c0982f1-9d45-4448-88ca-801f7baa17ef',
    en: 'Often eat too much',
    es: 'A menudo como en exceso',
    pt: 'Frequentemente como demais',
  },
  {
    id: '4ac94939-eefb-47cc-83b7-4ad17fc81b87',
    en: "Don't know why I do some of the things I do",
    es: 'No sé por qué hago algunas de las cosas que hago',
    pt: 'Não sei por que faço algumas das coisas que faço',
  },
  {
    id: '3204c1b7-0d1f-487a-a0c1-305305d23481',
    en: 'Do things I later regret',
    es: 'Hago cosas de las que luego me arrepiento',
    pt: 'Faço coisas das quais depois me arrependo',
  },
  {
    id: '44de0f88-b8e8-44c3-8ef9-c53bc468066f',
    en: 'Never spend more than I can afford',
    es: 'Nunca gasto más de lo que puedo permitirme',
    pt: 'Nunca gasto mais do que posso pagar',
  },
  // N6 vulnerability
  {
    id: '667c41be-5acc-4094-a897-b364cc4de1cc',
    en: 'Get overwhelmed by emotions',
    es: 'Las emociones me desbordan',
    pt: 'As emoções tomam conta de mim',
  },
  {
    id: '6020ab5f-16cb-4c3d-a99b-ca8013a21f03',
    en: 'Know how to cope',
    es: 'Sé cómo afrontar las dificultades',
    pt: 'Sei lidar com as dificuldades',
  },
  {
    id: '68c47289-d359-42fa-a588-475a0bd973c9',
    en: 'Readily overcome setbacks',
    es: 'Supero los contratiempos con facilidad',
    pt: 'Supero os contratempos com facilidade',
  },
  {
    id: '6993c4d3-6659-4937-bc92-736f49bc9da6',
    en: 'Am calm even in tense situations',
    es: 'Conservo la tranquilidad incluso en situaciones tensas',
    pt: 'Fico calmo(a) mesmo em situações tensas',
  },
  // E1 cordiality
  {
    id: 'd3adbc45-54f6-49f4-8162-4d1f2c410362',
    en: 'Warm up quickly to others',
    es: 'Tomo confianza rápidamente con los demás',
    pt: 'Crio laços rapidamente com os outros',
  },
  {
    id: '258aed7a-13ed-4da0-bf0e-9edb3513199e',
    en: 'Cheer people up',
    es: 'Levanto el ánimo de los demás',
    pt: 'Animo as pessoas',
  },
  {
    id: '134c83fd-fe4f-4668-b3cd-898914832f78',
    en: 'Am hard to get to know',
    es: 'Soy una persona difícil de conocer',
    pt: 'Sou uma pessoa difícil de conhecer',
  },
  {
    id: 'c74ded17-0df6-4e6f-97ca-dfcabe6de625',
    en: 'Am not really interested in others',
    es: 'En realidad no me interesan mucho los demás',
    pt: 'Na verdade, não me interesso muito pelos outros',
  },
  // E2 gregariousness
  {
    id: 'c5104d6e-fc00-4204-b8f2-2ca9c7a91044',
    en: 'Enjoy being part of a group',
    es: 'Disfruto formando parte de un grupo',
    pt: 'Gosto de fazer parte de um grupo',
  },
  {
    id: 'a3fcbb62-36a6-4803-b400-640be5dd478c',
    en: 'Involve others in what I am doing',
    es: 'Hago partícipes a los demás de lo que estoy haciendo',
    pt: 'Envolvo os outros no que estou fazendo',
  },
  {
    id: '114aacc4-179c-4760-a01c-41dc525a4344',
    en: 'Want to be left alone',
    es: 'Quiero que me dejen a solas',
    pt: 'Quero que me deixem sozinho(a)',
  },
  {
    id: '29d801e2-a1cf-4b7e-9f6c-b48235bf33dc',
    en: 'Seek quiet',
    es: 'Busco la tranquilidad',
    pt: 'Procuro sossego',
  },
  // E3 assertiveness
  {
    id: 'dc24a21a-70ad-4830-94ae-4c15a5d14c58',
    en: 'Can talk others into doing things',
    es: 'Sé convencer a los demás de que hagan cosas',
    pt: 'Consigo convencer os outros a fazer coisas',
  },
  {
    id: 'e98b7166-6e28-4b07-adb8-a37b107d8259',
    en: 'Keep in the background',
    es: 'Me mantengo en segundo plano',
    pt: 'Fico em segundo plano',
  },
  {
    id: '9cafc31e-9798-48dd-86b8-3140092836e3',
    en: 'Have little to say',
    es: 'Tengo poco que decir',
    pt: 'Tenho pouco a dizer',
  },
  {
    id: 'fce1f1ba-fc50-48b0-96a8-acdcbcefe6a9',
    en: 'Hold back my opinions',
    es: 'Me guardo mis opiniones',
    pt: 'Guardo minhas opiniões para mim',
  },
  // E4 activity
  {
    id: '76234c40-1caa-46c3-ba7d-c14e9f1ea490',
    en: 'Can manage many things at the same time',
    es: 'Puedo ocuparme de muchas cosas a la vez',
    pt: 'Consigo dar conta de muitas coisas ao mesmo tempo',
  },
  {
    id: '4a0732cc-3fed-4cfd-875c-f96dd19c556f',
    en: 'Like a leisurely lifestyle',
    es: 'Me gusta llevar un estilo de vida pausado',
    pt: 'Gosto de um estilo de vida sem pressa',
  },
  {
    id: '933dea00-d64e-46de-ac3f-5a17697ac8e0',
    en: 'Let things proceed at their own pace',
    es: 'Dejo que las cosas sigan su propio ritmo',
    pt: 'Deixo as coisas seguirem seu próprio ritmo',
  },
  {
    id: '9dc306d8-6bda-4226-acee-351988d87f30',
    en: 'React slowly',
    es: 'Reacciono con lentitud',
    pt: 'Reajo devagar',
  },
  // E5 excitement_seeking
  {
    id: '9b49574b-8f22-4ba9-9526-eda3925379a1',
    en: 'Love action',
    es: 'Me encanta la acción',
    pt: 'Adoro ação',
  },
  {
    id: 'd890d6ac-8fd7-40cb-8c05-952dff490cc9',
    en: 'Am willing to try anything once',
    es: 'Me animo a probar cualquier cosa al menos una vez',
    pt: 'Estou disposto(a) a experimentar qualquer coisa pelo menos uma vez',
  },
  {
    id: '0b9d1c26-ac35-4559-b069-3031c602e9ca',
    en: 'Would never go hang gliding or bungee jumping',
    es: 'Nunca volaría en ala delta ni haría bungee jumping',
    pt: 'Nunca faria voo de asa-delta nem bungee jump',
  },
  {
    id: 'ed095509-8bf9-49f9-96e1-3eb57c2a43f8',
    en: 'Dislike loud music',
    es: 'No me gusta la música a todo volumen',
    pt: 'Não gosto de música alta',
  },
  // E6 positive_emotions
  {
    id: 'f33b5f83-35b9-4b28-b303-be2d0defd452',
    en: 'Laugh my way through life',
    es: 'Me tomo la vida con humor',
    pt: 'Levo a vida com bom humor',
  },
  {
    id: 'fda25ed6-33db-4da7-bb3a-1dfc0be494e9',
    en: 'Amuse my friends',
    es: 'Divierto a mis amigos',
    pt: 'Divirto meus amigos',
  },
  {
    id: '7418faa6-cdfe-4890-ac83-0ef751df5627',
    en: 'Am not easily amused',
    es: 'No es fácil hacerme reír',
    pt: 'Não é fácil me fazer rir',
  },
  {
    id: '588256fc-b70a-4c8d-b5ee-4bef3823760b',
    en: 'Seldom joke around',
    es: 'Rara vez bromeo',
    pt: 'Raramente faço piadas',
  },
  // O1 fantasy
  {
    id: '65075f79-0618-4405-a30a-bddd2033e488',
    en: 'Seldom daydream',
    es: 'Rara vez sueño despierto/a',
    pt: 'Raramente fico sonhando acordado(a)',
  },
  {
    id: '1596ddd9-f814-44ce-a8b3-b022b05c1be4',
    en: 'Do not have a good imagination',
    es: 'No tengo mucha imaginación',
    pt: 'Não tenho muita imaginação',
  },
  {
    id: '672dd713-e45a-4db2-83fb-a343672ef0e5',
    en: 'Seldom get lost in thought',
    es: 'Rara vez me pierdo en mis pensamientos',
    pt: 'Raramente me perco em pensamentos',
  },
  {
    id: 'e750f9bc-e5a2-4be0-a1d9-9bd44404c8f4',
    en: 'Have difficulty imagining things',
    es: 'Me cuesta imaginar cosas',
    pt: 'Tenho dificuldade para imaginar coisas',
  },
  // O2 aesthetic_appreciation
  {
    id: '00e5db36-c57a-493a-a247-e930ba4adab8',
    en: 'Like music',
    es: 'Me gusta la música',
    pt: 'Gosto de música',
  },
  {
    id: '56882cde-d659-4362-b671-9edf4c9e8776',
    en: 'Enjoy the beauty of nature',
    es: 'Disfruto de la belleza de la naturaleza',
    pt: 'Aprecio a beleza da natureza',
  },
  {
    id: 'e0146dc4-3bd6-4bf3-9333-c395903b7634',
    en: 'Do not like concerts',
    es: 'No me gustan los conciertos',
    pt: 'Não gosto de shows e concertos',
  },
  {
    id: '1dd6562b-1f2f-40ef-bc3b-de9cf29726bd',
    en: 'Do not enjoy watching dance performances',
    es: 'No disfruto viendo espectáculos de danza',
    pt: 'Não gosto de assistir a espetáculos de dança',
  },
  // O3 feelings
  {
    id: 'd88e4d0c-8244-4963-b8a1-da2abb5b05be',
    en: 'Am passionate about causes',
    es: 'Me apasionan las causas en las que creo',
    pt: 'Me envolvo com paixão nas causas em que acredito',
  },
  {
    id: '3b2aac98-1dc1-4008-aa0f-49c724131ab4',
    en: 'Try to understand myself',
    es: 'Procuro comprenderme',
    pt: 'Procuro me entender',
  },
  {
    id: '0950ed48-be00-4bfb-90a1-ca74c4afa698',
    en: 'Seldom get emotional',
    es: 'Rara vez me emociono',
    pt: 'Raramente me emociono',
  },
  {
    id: '6b6d9f8e-c369-4c4f-a0bb-9a5718bc3251',
    en: 'Experience very few emotional highs and lows',
    es: 'Tengo muy pocos altibajos emocionales',
    pt: 'Tenho muito poucos altos e baixos emocionais',
  },
  // O4 actions
  {
    id: 'cb119de9-19c1-447e-8425-36917f083129',
    en: 'Like to visit new places',
    es: 'Me gusta visitar lugares nuevos',
    pt: 'Gosto de conhecer lugares novos',
  },
  {
    id: '67e2f7cb-4a6c-4ca1-a43b-07379a1062b4',
    en: 'Am interested in many things',
    es: 'Me interesan muchas cosas',
    pt: 'Me interesso por muitas coisas',
  },
  {
    id: '9e5019c0-2c79-4e1b-99b5-c8ab4cfb7757',
    en: 'Like to begin new things',
    es: 'Me gusta empezar cosas nuevas',
    pt: 'Gosto de começar coisas novas',
  },
  {
    id: '43773f0f-f52c-4d3e-b235-09ae1618dfe2',
    en: 'Am a creature of habit',
    es: 'Soy una persona de costumbres fijas',
    pt: 'Sou uma pessoa de hábitos',
  },
  // O5 ideas
  {
    id: '77389cb7-4795-487d-8b2a-8f39b3bb3fd7',
    en: 'Like to solve complex problems',
    es: 'Me gusta resolver problemas complejos',
    pt: 'Gosto de resolver problemas complexos',
  },
  {
    id: '44f39de6-0aad-4b39-8ff7-f83d4a6c2f4e',
    en: 'Can handle a lot of information',
    es: 'Puedo manejar mucha información',
    pt: 'Consigo lidar com muita informação',
  },
  {
    id: '1b35542b-400f-4717-b9ce-b71ccf025782',
    en: 'Enjoy thinking about things',
    es: 'Disfruto reflexionando sobre las cosas',
    pt: 'Gosto de refletir sobre as coisas',
  },
  {
    id: '77ab2d67-c94e-4789-bea0-4fdc25bd1f5f',
    en: 'Avoid difficult reading material',
    es: 'Evito las lecturas difíciles',
    pt: 'Evito leituras difíceis',
  },
  // A1 trust
  {
    id: 'c6c28ea2-99ea-44eb-8ac8-3c27503ff71e',
    en: 'Believe in human goodness',
    es: 'Creo en la bondad humana',
    pt: 'Acredito na bondade humana',
  },
  {
    id: '9ab95f24-5f94-429e-be1e-2275a806b5db',
    en: 'Suspect hidden motives in others',
    es: 'Sospecho que los demás tienen segundas intenciones',
    pt: 'Desconfio que os outros tenham segundas intenções',
  },
  {
    id: 'ddb00e19-948a-4ab7-aa41-2f3e762ba683',
    en: 'Am wary of others',
    es: 'Recelo de los demás',
    pt: 'Sou cauteloso(a) com os outros',
  },
  {
    id: 'ced7ecd7-6691-4d74-a884-75131a07ba87',
    en: 'Believe that people are essentially evil',
    es: 'Creo que las personas son esencialmente malas',
    pt: 'Acredito que as pessoas são essencialmente más',
  },
  // A2 frankness
  {
    id: '1c12e62d-073f-4caf-be9c-bf4686e979cf',
    en: 'Would never cheat on my taxes',
    es: 'Nunca haría trampa con mis impuestos',
    pt: 'Nunca sonegaria impostos',
  },
  {
    id: '72657d06-482e-4ef6-afdd-69cf8b4c7b11',
    en: 'Stick to the rules',
    es: 'Me atengo a las reglas',
    pt: 'Sigo as regras',
  },
  {
    id: '3d8359f5-9439-43c1-a3eb-c1f60730bd79',
    en: 'Use flattery to get ahead',
    es: 'Recurro a la adulación para progresar',
    pt: 'Uso a bajulação para progredir',
  },
  {
    id: 'dcc021c4-1277-4a55-92af-3fad1183cfc5',
    en: 'Pretend to be concerned for others',
    es: 'Finjo preocuparme por los demás',
    pt: 'Finjo me preocupar com os outros',
  },
  // A3 altruism
  {
    id: 'b634d72c-a843-486b-a6db-cbc2a6272411',
    en: 'Make people feel welcome',
    es: 'Hago que la gente se sienta bienvenida',
    pt: 'Faço as pessoas se sentirem bem-vindas',
  },
  {
    id: '1060c00e-0076-434a-85be-2fe8b569f01e',
    en: 'Anticipate the needs of others',
    es: 'Me anticipo a las necesidades de los demás',
    pt: 'Antecipo as necessidades dos outros',
  },
  {
    id: 'e2f5fd6f-2eb2-4799-8b80-5be13d5105aa',
    en: 'Look down on others',
    es: 'Menosprecio a los demás',
    pt: 'Menosprezo os outros',
  },
  {
    id: 'f8082669-7fe0-4984-8d0f-c5ca501fa164',
    en: 'Turn my back on others',
    es: 'Les doy la espalda a los demás',
    pt: 'Viro as costas para os outros',
  },
  // A4 conciliatory_attitude
  {
    id: '1f7abb76-7b6d-4404-a584-822049d4f3cd',
    en: 'Am easy to satisfy',
    es: 'Soy una persona fácil de contentar',
    pt: 'Sou uma pessoa fácil de contentar',
  },
  {
    id: '8b5c52b7-4806-46e4-aeb0-c373d03cd57e',
    en: "Can't stand confrontations",
    es: 'No soporto los enfrentamientos',
    pt: 'Não suporto confrontos',
  },
  {
    id: 'e834ae33-0184-4e27-b181-b62f96fd5bfb',
    en: 'Hate to seem pushy',
    es: 'Detesto parecer avasallador/a',
    pt: 'Detesto parecer impositivo(a)',
  },
  {
    id: '027a663a-217d-4b3b-b9c7-c26498a9ab47',
    en: 'Have a sharp tongue',
    es: 'Tengo la lengua afilada',
    pt: 'Tenho a língua afiada',
  },
  // A5 modesty
  {
    id: '0d986f84-25ff-4238-9de5-e5583e367c84',
    en: 'Dislike being the center of attention',
    es: 'No me gusta ser el centro de atención',
    pt: 'Não gosto de ser o centro das atenções',
  },
  {
    id: 'f57aaef2-d82a-469c-9e0c-c6414c2465fa',
    en: 'Dislike talking about myself',
    es: 'No me gusta hablar de mí',
    pt: 'Não gosto de falar de mim',
  },
  {
    id: '71bf51dc-b78a-4726-8746-bc24f07e2358',
    en: 'Consider myself an average person',
    es: 'Me considero una persona corriente',
    pt: 'Me considero uma pessoa comum',
  },
  {
    id: '7144b66c-6309-40c3-92d7-fcab6cb1880c',
    en: 'Seldom toot my own horn',
    es: 'Rara vez presumo de mis logros',
    pt: 'Raramente fico contando vantagem',
  },
  // A6 sensitivity_to_others
  {
    id: 'e92157d1-0ffd-48bc-ab2d-55debd8bfb7a',
    en: 'Value cooperation over competition',
    es: 'Valoro más la cooperación que la competencia',
    pt: 'Valorizo mais a cooperação do que a competição',
  },
  {
    id: 'bf41eadf-db57-4f77-a167-5a54f31ee3ac',
    en: "Suffer from others' sorrows",
    es: 'Sufro con las penas de los demás',
    pt: 'Sofro com as tristezas dos outros',
  },
  {
    id: '3a2734c7-7009-4f93-bc32-731d795f18ae',
    en: 'Tend to dislike soft-hearted people',
    es: 'Suelen desagradarme las personas de corazón tierno',
    pt: 'Costumo não gostar de pessoas de coração mole',
  },
  {
    id: '66d1af62-ade3-43fd-895f-3ffc508d1562',
    en: 'Believe people should fend for themselves',
    es: 'Creo que cada uno debe arreglárselas por su cuenta',
    pt: 'Acredito que cada um deve se virar sozinho',
  },
  // C1 competence
  {
    id: '5df93585-564d-4f11-96ab-2a11d2586785',
    en: 'Misjudge situations',
    es: 'Juzgo mal las situaciones',
    pt: 'Avalio mal as situações',
  },
  {
    id: '48971f35-374a-437c-9530-df37c002881f',
    en: "Don't understand things",
    es: 'No entiendo las cosas',
    pt: 'Não entendo as coisas',
  },
  {
    id: '4cb9dae3-be63-4909-9fed-975349c8b3f9',
    en: 'Have little to contribute',
    es: 'Tengo poco que aportar',
    pt: 'Tenho pouco a contribuir',
  },
  {
    id: '301b5227-b668-4d01-b13b-f26f2c98628a',
    en: "Don't see the consequences of things",
    es: 'No veo las consecuencias de las cosas',
    pt: 'Não percebo as consequências das coisas',
  },
  // C2 orderliness
  {
    id: '8499753e-f6a6-4da2-b422-a90d2d2b1ccb',
    en: 'Like order',
    es: 'Me gusta el orden',
    pt: 'Gosto de ordem',
  },
  {
    id: 'e3917c20-c6cb-40e6-8e55-db1867980fe5',
    en: "Want everything to be 'just right'",
    es: 'Quiero que todo quede exactamente como debe ser',
    pt: 'Quero que tudo fique exatamente como deve ser',
  },
  {
    id: '11b84279-d608-4dc1-9bc7-d3e89c9a7a54',
    en: 'Do things according to a plan',
    es: 'Hago las cosas según un plan',
    pt: 'Faço as coisas de acordo com um plano',
  },
  {
    id: '9eb317ce-e924-4746-886c-68b57350b625',
    en: 'Am not bothered by disorder',
    es: 'No me molesta el desorden',
    pt: 'Não me incomodo com a desordem',
  },
  // C3 sense_of_duty
  {
    id: '7122e8b4-25bc-41e0-91d0-75f36efca8b3',
    en: 'Pay my bills on time',
    es: 'Pago mis cuentas a tiempo',
    pt: 'Pago minhas contas em dia',
  },
  {
    id: 'c444f6a1-161c-438c-90e4-9472358ed8cb',
    en: 'Listen to my conscience',
    es: 'Escucho a mi conciencia',
    pt: 'Ouço minha consciência',
  },
  {
    id: '7a1efb6f-3dec-4a92-a7cd-596639efddec',
    en: 'Get others to do my duties',
    es: 'Hago que otros se encarguen de mis obligaciones',
    pt: 'Faço com que os outros cumpram minhas obrigações',
  },
  {
    id: 'a540a084-723c-4848-9b8b-cbba87a9927f',
    en: 'Misrepresent the facts',
    es: 'Tergiverso los hechos',
    pt: 'Distorço os fatos',
  },
  // C4 need_for_achievement
  {
    id: '69da6943-0b08-4624-8154-6154069a557a',
    en: 'Go straight for the goal',
    es: 'Voy directo/a a mis objetivos',
    pt: 'Vou direto ao objetivo',
  },
  {
    id: 'aaeb3c9a-aefa-4628-ad58-ceaa374c87c3',
    en: 'Turn plans into actions',
    es: 'Convierto los planes en acciones',
    pt: 'Passo dos planos à ação',
  },
  {
    id: '13cc6183-efc0-4dc0-b8f2-9a122acd30af',
    en: 'Set high standards for myself and others',
    es: 'Establezco estándares altos para mí y para los demás',
    pt: 'Estabeleço padrões elevados para mim e para os outros',
  },
  {
    id: '8dda8225-3655-4450-9ec6-23de9db03cdb',
    en: 'Am not highly motivated to succeed',
    es: 'Tener éxito no me motiva mucho',
    pt: 'Ter sucesso não me motiva muito',
  },
  // C5 self_discipline
  {
    id: 'ed516b6b-2686-453e-8a7a-05fc1d8f1f64',
    en: 'Get chores done right away',
    es: 'Hago las tareas rutinarias enseguida',
    pt: 'Faço as tarefas rotineiras logo',
  },
  {
    id: '404582d1-0ff4-4c2d-8276-f5d7ed440f62',
    en: 'Start tasks right away',
    es: 'Empiezo las tareas enseguida',
    pt: 'Começo as tarefas imediatamente',
  },
  {
    id: 'f39aced8-60d5-4371-962e-b0d390dec3d3',
    en: 'Find it difficult to get down to work',
    es: 'Me cuesta ponerme a trabajar',
    pt: 'É difícil para mim colocar a mão na massa',
  },
  {
    id: '3e1158c3-1169-4e2e-b629-6c8e73268184',
    en: 'Need a push to get started',
    es: 'Necesito un empujón para empezar',
    pt: 'Preciso de um empurrão para começar',
  },
  // C6 deliberation
  {
    id: 'c73100a1-5464-46a2-bbc4-263c933535ff',
    en: 'Avoid mistakes',
    es: 'Evito cometer errores',
    pt: 'Evito cometer erros',
  },
  {
    id: '4c421d92-686f-44e9-b334-5da2528d58e9',
    en: 'Choose my words with care',
    es: 'Elijo mis palabras con cuidado',
    pt: 'Escolho minhas palavras com cuidado',
  },
  {
    id: '734e0b05-95a4-4e2b-aa4c-ec18301acf74',
    en: 'Stick to my chosen path',
    es: 'Me mantengo en el camino que he elegido',
    pt: 'Sigo firme no caminho que escolhi',
  },
  {
    id: '8f9daa5a-95e1-47d8-a5b3-6099d1bc11c3',
    en: 'Like to act on a whim',
    es: 'Me gusta actuar por impulso',
    pt: 'Gosto de agir por impulso',
  },
];
