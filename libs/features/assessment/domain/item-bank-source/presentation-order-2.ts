/**
 * The presentation order of ipip-neo-240/2 (the same 240 items as today's bank), frozen as item
 * ids: attempts begun under it finish in it (docs/decisions.md D50). It was written once from
 * that version's generated item-bank.data.ts and is never regenerated; the item bank generator
 * copies it into item-bank.data.ts and fails if it no longer holds exactly the bank's items.
 */
export const presentationOrder2ItemIds: readonly string[] = [
  '43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', // Worry about things
  'd50a597f-632b-4f7b-89e6-6d85b50fd1c9', // Make friends easily
  '888dd864-7449-4e96-8d5c-7a439603ea91', // Have a vivid imagination
  'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6', // Trust others
  'c7f53c3c-2e77-432f-bb71-7470b67d3aa9', // Complete tasks successfully
  '48ad12ce-470e-4339-90ac-ea8c43a0103e', // Get angry easily
  '458f3957-2359-4077-ade1-34525d633063', // Love large parties
  '58d571e5-d725-4cf8-a438-32c16ee28eb6', // Believe in the importance of art
  '0cf79e27-e702-45c2-9471-04ac96b58e0e', // Use others for my own ends
  'cda1ca17-b599-4561-a6cd-ff9d36062d27', // Like to tidy up
  '5e8550d7-b8ef-4905-950a-f81d735d39e2', // Often feel blue
  '8af754f2-68e9-48f3-8c5d-2e6633d4472c', // Take charge
  '0727def6-3d18-4221-bf38-86b58f9f3eed', // Experience my emotions intensely
  'ccf3a5c8-fb50-4bd4-8e7a-22af3d657279', // Love to help others
  '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32', // Keep my promises
  'b2d9ef74-73f5-4ea8-b00c-7aaca15937df', // Find it difficult to approach others
  '48a761ef-438e-409b-ae59-ea2ce8f84414', // Am always busy
  'cae55842-8957-4e3b-83b3-ceff98fb9dcf', // Prefer variety to routine
  'e2028ad3-b128-4f76-be57-398bfe2aff22', // Love a good fight
  'b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f', // Work hard
  '481efd08-c810-43b1-a952-f8ac9052f96b', // Go on binges
  '987efee2-899f-4a65-b9b5-1589ef0460d7', // Love excitement
  'e1e804c7-4a1d-498f-8610-f95147af9d1d', // Love to read challenging material
  '0d986f84-25ff-4238-9de5-e5583e367c84', // Dislike being the center of attention
  'f6076eea-56ae-4b46-97f1-5f94a7676c96', // Am always prepared
  '2f519935-92e8-48ad-9746-4a0f8b38466a', // Panic easily
  '899c3f66-51d0-46ea-963a-6fc36d3b3cb9', // Radiate joy
  'f08e1b27-3673-4898-9cae-896482d0d9f9', // Believe that there is no absolute right and wrong
  'fd50e1ca-d9e0-4037-a7a1-a191d4db2d96', // Sympathize with the homeless
  'bd9eec0a-b68b-472c-8803-7db29c308cdb', // Jump into things without thinking
  'c283c5bd-4708-432e-92c1-63213aa28f59', // Am not easily bothered by things
  '9f9166f0-fa94-4c14-a91d-3eecd8395794', // Avoid contacts with others
  '65075f79-0618-4405-a30a-bddd2033e488', // Seldom daydream
  '432dbde8-8756-4ff0-80d5-f47018235139', // Distrust people
  '5df93585-564d-4f11-96ab-2a11d2586785', // Misjudge situations
  'd32bd062-4eb2-401b-99b2-e7afea39ca9b', // Am not easily annoyed
  '03c10b30-b88f-4c63-8acc-71251ca24615', // Prefer to be alone
  '751a04bc-5adf-485a-8ea4-4308406ae85b', // Do not like poetry
  '1c12e62d-073f-4caf-be9c-bf4686e979cf', // Would never cheat on my taxes
  'adf33f9f-45bd-43e3-af25-4c491176d97f', // Often forget to put things back in their proper place
  'f40e421f-6c24-4be2-bd9f-28d33358d8c6', // Feel comfortable with myself
  '8791f37b-686f-47c3-9db7-74c009951321', // Wait for others to lead the way
  '2a300001-6e05-4c79-b8b5-2ccae4c3d463', // Rarely notice my emotional reactions
  'cd54bd76-ca9c-4030-b325-bb8d896bcb3f', // Am indifferent to the feelings of others
  '4e6e3a34-176f-4e6e-8730-1341611f972b', // Break rules
  '7317848c-3e1b-422f-bb16-02efc504f677', // Am not bothered by difficult social situations
  '7d93e1ca-46e8-4a30-9623-42a80c9b420c', // Like to take it easy
  '33b81fd0-7e32-4cd8-a13a-d5f5f754f998', // Prefer to stick with things that I know
  '1f7abb76-7b6d-4404-a584-822049d4f3cd', // Am easy to satisfy
  'a9c97d6b-6721-4150-8d84-64ef3082f164', // Do just enough work to get by
  '9891b7ba-a494-4307-aafe-301d8db506c6', // Rarely overindulge
  '0b9d1c26-ac35-4559-b069-3031c602e9ca', // Would never go hang gliding or bungee jumping
  '95a3f20c-f933-4d19-a2c1-a7dbdf63c562', // Avoid philosophical discussions
  '71029381-3908-4c68-91e1-e41fb45542a2', // Believe that I am better than others
  'c7db0ed8-df7d-49bf-942f-59e46ef743c4', // Waste my time
  '88a3c2fe-3aa4-4f46-9322-da656332268a', // Remain calm under pressure
  '7418faa6-cdfe-4890-ac83-0ef751df5627', // Am not easily amused
  '997c846b-e377-450d-90d3-1a90600a1f84', // Believe in the importance of tradition
  '77f54ab4-0fba-4efb-8700-066c7490eb87', // Am not interested in other people's problems
  'c73100a1-5464-46a2-bbc4-263c933535ff', // Avoid mistakes
  '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7', // Fear for the worst
  'af55f014-788c-4b6e-92c4-b2b59dc8a28d', // Feel comfortable around people
  '08ff6dca-02a5-4aeb-aaa4-2ecf2526f143', // Enjoy wild flights of fantasy
  '6f66cdc0-9044-457b-b40d-501ecae15ee7', // Believe that others have good intentions
  'f110fc66-2e9e-413c-920b-19f05e63d7ac', // Excel in what I do
  '7dab2a37-8635-4fc7-86b7-0abf13c183c9', // Get irritated easily
  '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6', // Talk to a lot of different people at parties
  'b5919f2f-cded-4745-a9ce-c02703cee807', // See beauty in things that others might not notice
  '5a5fa975-d024-4ac8-8845-2823f957c21b', // Cheat to get ahead
  '8499753e-f6a6-4da2-b422-a90d2d2b1ccb', // Like order
  'f0a14e16-d726-47e9-a2c1-647fd3d7d52e', // Dislike myself
  '0b38e3d3-c15c-454c-b034-f4eb7ae1580a', // Try to lead others
  '5631b856-ff34-4f76-a0cd-edc7104c3bfa', // Feel others' emotions
  'ada867af-4db1-4e3d-a604-2b695c1806e5', // Am concerned about others
  'c55e3958-00c4-4fc3-9118-47d8f31bfde1', // Tell the truth
  'acd8fadc-5399-4a67-b5ff-9d1ada049c01', // Am afraid to draw attention to myself
  'd07b6c67-0d02-4948-a997-bb84ac234cd8', // Am always on the go
  'cb119de9-19c1-447e-8425-36917f083129', // Like to visit new places
  'd9a9a180-29c9-4ec5-8621-2256d411def7', // Yell at people
  'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb', // Do more than what's expected of me
  '3c0982f1-9d45-4448-88ca-801f7baa17ef', // Often eat too much
  'f1675af6-88bf-4376-a946-0281e762b39c', // Seek adventure
  '77389cb7-4795-487d-8b2a-8f39b3bb3fd7', // Like to solve complex problems
  'f57aaef2-d82a-469c-9e0c-c6414c2465fa', // Dislike talking about myself
  '9d3cb5c7-955c-43a4-b6c7-b07ed01dcbd9', // Carry out my plans
  '13c58810-3864-42ba-aa87-d4166f858756', // Become overwhelmed by events
  '961376e0-16a1-4c14-b059-789e63d11b63', // Have a lot of fun
  '1e58dde5-d1fd-416c-bce7-d357bf4b20aa', // Believe there are many sides to most issues
  'c2038c12-7a37-47a8-9983-831bd6692aab', // Feel sympathy for those who are worse off than myself
  '956f3e17-ff17-4af5-a52f-9222b8968106', // Make rash decisions
  '63d1d0eb-810b-4bec-a046-cd1045de615d', // Am relaxed most of the time
  '41702602-08e4-4e2b-9a19-291d9efc581a', // Keep others at a distance
  '1596ddd9-f814-44ce-a8b3-b022b05c1be4', // Do not have a good imagination
  '9ab95f24-5f94-429e-be1e-2275a806b5db', // Suspect hidden motives in others
  '48971f35-374a-437c-9530-df37c002881f', // Don't understand things
  'fc8c518e-30b7-4ccd-a7a3-bc7452b888d8', // Rarely get irritated
  '9a47184f-6046-4e68-a61b-3d9b357b86ea', // Avoid crowds
  '87c5b27e-59a8-4c48-8ba8-f5413d735693', // Do not enjoy going to art museums
  '72657d06-482e-4ef6-afdd-69cf8b4c7b11', // Stick to the rules
  'f4891687-0ff0-47af-a4f6-d1202c8f6676', // Leave a mess in my room
  'd588951f-9f6f-43ac-bb56-733e3ad31ea5', // Seldom feel blue
  'e98b7166-6e28-4b07-adb8-a37b107d8259', // Keep in the background
  '4fd25155-9cc2-4cd6-8852-3e0ca2d5e95d', // Don't understand people who get emotional
  'b68af20d-24f9-4c27-85cc-fe0858994888', // Take no time for others
  '54423933-0ebb-44a7-bdd9-2a9b100c70f2', // Break my promises
  '377927b2-d1e3-41ce-836f-f582d9879757', // Am not embarrassed easily
  '4a0732cc-3fed-4cfd-875c-f96dd19c556f', // Like a leisurely lifestyle
  '0d2e65ab-95d9-482f-beb4-3239a3a4944a', // Dislike changes
  '8b5c52b7-4806-46e4-aeb0-c373d03cd57e', // Can't stand confrontations
  '3890bb43-2695-4b8d-b289-ee10d11cc884', // Put little time and effort into my work
  '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e', // Easily resist temptations
  'ed095509-8bf9-49f9-96e1-3eb57c2a43f8', // Dislike loud music
  'fecc35f7-681e-4889-a404-4a973a3dfef0', // Have difficulty understanding abstract ideas
  '7df44711-4cd4-4b05-8830-73fcc3ebdab5', // Think highly of myself
  '51403620-968c-42fa-a772-65ba5ad8396f', // Have difficulty starting tasks
  '6020ab5f-16cb-4c3d-a99b-ca8013a21f03', // Know how to cope
  '588256fc-b70a-4c8d-b5ee-4bef3823760b', // Seldom joke around
  '78ca21e6-2d2f-4f4f-b45d-34a3831c1dd9', // Respect authority
  '48bee420-60c0-45cd-be43-3893dbc1969a', // Try not to think about the needy
  '4c421d92-686f-44e9-b334-5da2528d58e9', // Choose my words with care
  '4d81238b-5407-47d4-88e5-dc0e38aa14f5', // Am afraid of many things
  'd3adbc45-54f6-49f4-8162-4d1f2c410362', // Warm up quickly to others
  '23a1034f-fab7-4887-a66e-5ef4eaafb25e', // Love to daydream
  'c63e6121-c3ed-40cc-abc2-c1e6ea1e0858', // Trust what people say
  '02ee1930-36a7-4caa-b10c-c93efb682a44', // Handle tasks smoothly
  'da8e6ed1-2296-4c58-8fdb-66f2f591989b', // Lose my temper
  'c5104d6e-fc00-4204-b8f2-2ca9c7a91044', // Enjoy being part of a group
  '00e5db36-c57a-493a-a247-e930ba4adab8', // Like music
  '982e83c2-d34e-48da-9c71-78494ab05c85', // Take advantage of others
  'e3917c20-c6cb-40e6-8e55-db1867980fe5', // Want everything to be 'just right'
  '743d8973-1de1-4485-91b4-8a5cf63e7d44', // Am often down in the dumps
  '2452f034-8273-4f71-9122-a40f5ead31ba', // Take control of things
  'd88e4d0c-8244-4963-b8a1-da2abb5b05be', // Am passionate about causes
  'b634d72c-a843-486b-a6db-cbc2a6272411', // Make people feel welcome
  '7122e8b4-25bc-41e0-91d0-75f36efca8b3', // Pay my bills on time
  '20062533-a33d-4c1e-9cd9-bff868015b3f', // Only feel comfortable with friends
  'b2a077d5-1fe0-4b06-ab63-35455e001e54', // Do a lot in my spare time
  '67e2f7cb-4a6c-4ca1-a43b-07379a1062b4', // Am interested in many things
  '0de0f900-cede-4538-9c00-5da4f830b028', // Insult people
  '69da6943-0b08-4624-8154-6154069a557a', // Go straight for the goal
  '4ac94939-eefb-47cc-83b7-4ad17fc81b87', // Don't know why I do some of the things I do
  '7dd6cf2d-5c14-48c2-8ae5-633a7a596c71', // Enjoy being reckless
  '44f39de6-0aad-4b39-8ff7-f83d4a6c2f4e', // Can handle a lot of information
  '71bf51dc-b78a-4726-8746-bc24f07e2358', // Consider myself an average person
  'ed516b6b-2686-453e-8a7a-05fc1d8f1f64', // Get chores done right away
  'b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87', // Feel that I'm unable to deal with things
  '79d956e8-1118-402a-a0e2-9380af18243e', // Love life
  '4367b234-5b9f-497f-9f83-5e3814ab763b', // Understand people who think differently
  'e92157d1-0ffd-48bc-ab2d-55debd8bfb7a', // Value cooperation over competition
  'a354cf7c-8d11-46ac-acc5-da90d2048637', // Rush into things
  '91a4597b-fcd5-49f2-a7e9-9864a0401424', // Am not easily disturbed by events
  '134c83fd-fe4f-4668-b3cd-898914832f78', // Am hard to get to know
  '672dd713-e45a-4db2-83fb-a343672ef0e5', // Seldom get lost in thought
  'ddb00e19-948a-4ab7-aa41-2f3e762ba683', // Am wary of others
  '4cb9dae3-be63-4909-9fed-975349c8b3f9', // Have little to contribute
  '6f1a23df-1140-4f49-b2c2-8208bd33247f', // Seldom get mad
  '114aacc4-179c-4760-a01c-41dc525a4344', // Want to be left alone
  'e0146dc4-3bd6-4bf3-9333-c395903b7634', // Do not like concerts
  '11b20adb-abed-4363-894c-3dd823ae0540', // Obstruct others' plans
  '50418d86-712c-45d9-adc4-ea0231c93cf5', // Leave my belongings around
  '7e20a189-d1cd-4864-814e-e814e778e53d', // Am very pleased with myself
  '9cafc31e-9798-48dd-86b8-3140092836e3', // Have little to say
  '0950ed48-be00-4bfb-90a1-ca74c4afa698', // Seldom get emotional
  'e2f5fd6f-2eb2-4799-8b80-5be13d5105aa', // Look down on others
  '7a1efb6f-3dec-4a92-a7cd-596639efddec', // Get others to do my duties
  '1718ccf5-ae6d-49f8-87ba-7b3d82ca4bb3', // Am comfortable in unfamiliar situations
  '933dea00-d64e-46de-ac3f-5a17697ac8e0', // Let things proceed at their own pace
  'a7f43928-8982-4ed5-8656-7a80346fe979', // Am attached to conventional ways
  'e834ae33-0184-4e27-b181-b62f96fd5bfb', // Hate to seem pushy
  '8dda8225-3655-4450-9ec6-23de9db03cdb', // Am not highly motivated to succeed
  '49a85680-53aa-4208-86b5-dccc7a6f8e37', // Am able to control my cravings
  '10f90fa9-649c-4631-ac4c-3dd3f751597d', // Act wild and crazy
  'b86de003-c3c4-4cc8-9385-5ac8a0142c34', // Am not interested in theoretical discussions
  '1d686958-6fe7-432f-85e6-186b99e4e232', // Have a high opinion of myself
  'f39aced8-60d5-4371-962e-b0d390dec3d3', // Find it difficult to get down to work
  '68c47289-d359-42fa-a588-475a0bd973c9', // Readily overcome setbacks
  'e7b31bdc-5f6b-40ec-ba91-f5919b0f170e', // Look at the bright side of life
  '7bcc8a38-15ca-4d3e-8832-9452e498402c', // Believe that most questions have one right answer
  '3a2734c7-7009-4f93-bc32-731d795f18ae', // Tend to dislike soft-hearted people
  '734e0b05-95a4-4e2b-aa4c-ec18301acf74', // Stick to my chosen path
  '43b03992-3f32-4ed1-a6f8-5d6d3e7ed246', // Get stressed out easily
  '258aed7a-13ed-4da0-bf0e-9edb3513199e', // Cheer people up
  '935a7413-abac-4f54-9169-d1fbd39da752', // Like to get lost in thought
  'c6c28ea2-99ea-44eb-8ac8-3c27503ff71e', // Believe in human goodness
  '5727c93f-317b-4af1-a686-77fc9fbc5033', // Know how to get things done
  '3b157ca6-51da-489c-aab0-b6ba350c0e62', // Am often in a bad mood
  'a3fcbb62-36a6-4803-b400-640be5dd478c', // Involve others in what I am doing
  '56882cde-d659-4362-b671-9edf4c9e8776', // Enjoy the beauty of nature
  '3d8359f5-9439-43c1-a3eb-c1f60730bd79', // Use flattery to get ahead
  '11b84279-d608-4dc1-9bc7-d3e89c9a7a54', // Do things according to a plan
  'a6e1fe76-6c5a-4dea-b42b-b3dbbeae1ccd', // Have a low opinion of myself
  'dc24a21a-70ad-4830-94ae-4c15a5d14c58', // Can talk others into doing things
  '3b2aac98-1dc1-4008-aa0f-49c724131ab4', // Try to understand myself
  '1060c00e-0076-434a-85be-2fe8b569f01e', // Anticipate the needs of others
  'c444f6a1-161c-438c-90e4-9472358ed8cb', // Listen to my conscience
  '99980530-a7ff-46f3-8601-662c4536b896', // Am easily intimidated
  '76234c40-1caa-46c3-ba7d-c14e9f1ea490', // Can manage many things at the same time
  '9e5019c0-2c79-4e1b-99b5-c8ab4cfb7757', // Like to begin new things
  '17910a55-a64a-4ed0-8b46-293e2fa2fe03', // Get back at others
  'aaeb3c9a-aefa-4628-ad58-ceaa374c87c3', // Turn plans into actions
  '3204c1b7-0d1f-487a-a0c1-305305d23481', // Do things I later regret
  '9b49574b-8f22-4ba9-9526-eda3925379a1', // Love action
  '1b35542b-400f-4717-b9ce-b71ccf025782', // Enjoy thinking about things
  '7144b66c-6309-40c3-92d7-fcab6cb1880c', // Seldom toot my own horn
  '404582d1-0ff4-4c2d-8276-f5d7ed440f62', // Start tasks right away
  '667c41be-5acc-4094-a897-b364cc4de1cc', // Get overwhelmed by emotions
  'f33b5f83-35b9-4b28-b303-be2d0defd452', // Laugh my way through life
  'a9a1b653-fb29-4897-8594-60073ed4b6a1', // Swim against the current
  'bf41eadf-db57-4f77-a167-5a54f31ee3ac', // Suffer from others' sorrows
  'ea3327ea-3529-4be4-8e2d-2174731ae4d7', // Act without thinking
  '7ee1575a-5d81-471d-aa7f-ca0bcef11172', // Don't worry about things that have already happened
  'c74ded17-0df6-4e6f-97ca-dfcabe6de625', // Am not really interested in others
  'e750f9bc-e5a2-4be0-a1d9-9bd44404c8f4', // Have difficulty imagining things
  'ced7ecd7-6691-4d74-a884-75131a07ba87', // Believe that people are essentially evil
  '301b5227-b668-4d01-b13b-f26f2c98628a', // Don't see the consequences of things
  '48a11455-7fa1-4b65-aaa4-fcea85e7ca26', // Keep my cool
  '29d801e2-a1cf-4b7e-9f6c-b48235bf33dc', // Seek quiet
  '1dd6562b-1f2f-40ef-bc3b-de9cf29726bd', // Do not enjoy watching dance performances
  'dcc021c4-1277-4a55-92af-3fad1183cfc5', // Pretend to be concerned for others
  '9eb317ce-e924-4746-886c-68b57350b625', // Am not bothered by disorder
  '588cad98-abb6-4b0b-8360-8df4b92de2a9', // Feel that my life lacks direction
  'fce1f1ba-fc50-48b0-96a8-acdcbcefe6a9', // Hold back my opinions
  '6b6d9f8e-c369-4c4f-a0bb-9a5718bc3251', // Experience very few emotional highs and lows
  'f8082669-7fe0-4984-8d0f-c5ca501fa164', // Turn my back on others
  'a540a084-723c-4848-9b8b-cbba87a9927f', // Misrepresent the facts
  'd5f545b5-3f64-4bd6-a658-09d08b08703a', // Am able to stand up for myself
  '9dc306d8-6bda-4226-acee-351988d87f30', // React slowly
  '43773f0f-f52c-4d3e-b235-09ae1618dfe2', // Am a creature of habit
  '027a663a-217d-4b3b-b9c7-c26498a9ab47', // Have a sharp tongue
  '13cc6183-efc0-4dc0-b8f2-9a122acd30af', // Set high standards for myself and others
  '44de0f88-b8e8-44c3-8ef9-c53bc468066f', // Never spend more than I can afford
  'd890d6ac-8fd7-40cb-8c05-952dff490cc9', // Am willing to try anything once
  '77ab2d67-c94e-4789-bea0-4fdc25bd1f5f', // Avoid difficult reading material
  '80c1d149-7050-481a-9953-aefb441642e7', // Boast about my virtues
  '3e1158c3-1169-4e2e-b629-6c8e73268184', // Need a push to get started
  '6993c4d3-6659-4937-bc92-736f49bc9da6', // Am calm even in tense situations
  'fda25ed6-33db-4da7-bb3a-1dfc0be494e9', // Amuse my friends
  'cc52f960-ef82-4505-af33-e77b0433173c', // Like to be viewed as proper and conventional
  '66d1af62-ade3-43fd-895f-3ffc508d1562', // Believe people should fend for themselves
  '8f9daa5a-95e1-47d8-a5b3-6099d1bc11c3', // Like to act on a whim
];
